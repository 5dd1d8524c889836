// Public face of plans/: the plan catalogue as config, rate tables, certificates and riders by state.
export {};
export * from './rates';
export * from './catalogue';
export * from './certificates';
export * from './check';
export * from './suggestions';
