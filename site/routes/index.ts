export * from './route-table';
export * from './account-sections';
export * from './match-route';
export * from './redirects';
export * from './personal-url';
export * from './layout-rules';
export * from './routes-manifest';
export * from './content-routes';
