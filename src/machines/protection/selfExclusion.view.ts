/** What the selfExclusion screen reads: the shape both exclusion flows share. */
export * from './exclusionRequest.view';
