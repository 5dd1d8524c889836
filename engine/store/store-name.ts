// The application store's key in browser storage, on its own so the site can forget the stored
// applications (a logout) without loading the store.
export const applicationStoreName = 'mba-applications';
export const applicationStoreVersion = 1;
