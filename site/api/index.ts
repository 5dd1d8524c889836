export * from './requestRunner';
export * from './responses';
export * from './messages';
