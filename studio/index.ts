// Public face of studio/: the catalogue studio (`npm run studio`), a local tool for staff who
// edit the plan catalogue and the forms. Never served by `npm start`.
export { createStudio, type StudioOptions } from './app/studio-app';
export { catalogueRows, type CatalogueRow } from './catalogue/catalogue-rows';
export { filterCatalogue, questionOf, type CatalogueQuestion } from './catalogue/catalogue-filter';
export { flowGraph, type FlowGraph, type FlowNode, type FlowEdge } from './flow/flow-graph';
export { flowSvg } from './flow/flow-svg';
