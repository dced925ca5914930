/** What the timeOut screen reads: the shape both exclusion flows share. */
export * from './exclusionRequest.view';
