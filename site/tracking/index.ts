export * from './data-layer';
export * from './utm-cookies';
