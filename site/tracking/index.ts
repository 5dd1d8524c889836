export * from './dataLayer';
export * from './utmCookies';
