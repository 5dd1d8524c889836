export * from './routeTable';
export * from './accountSections';
export * from './matchRoute';
export * from './redirects';
export * from './personalUrl';
export * from './layoutRules';
export * from './routesManifest';
export * from './contentRoutes';
