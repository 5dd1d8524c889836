// Public face of validators/: the rules of spec §5, the reference lists of §3, formats and messages.
// Pure TypeScript, no React, no I/O; used unchanged by the browser and the server.
export type { Validation } from './validation';
export * from './messages';
export * from './generic';
export * from './formats';
export * from './fields';
export * from './beneficiaries';
export * from './display';
export * from './lists';
export * from './member';
export * from './calendar';
export * from './constants';
export * from './schema-errors';
export * from './finance';
export * from './share-data';
