/** Machine -> diagram and paths: used by `npm run flows`, the flows page and the model-based tests. */
export { toMermaid } from './mermaid';
export { readMachine, stateName, transitionLabel, transitionSentence } from './model';
export { describePath, generateCatalogPaths, generatePaths } from './paths';
export { toSvg } from './svg';
