// Public face of plans/: the plan catalogue as config, rate tables, certificates and riders by state.
export {};
export * from './rates';
export * from './certificates';
