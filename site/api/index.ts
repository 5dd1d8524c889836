export * from './request-runner';
export * from './responses';
export * from './messages';
