import { createMainStore } from './main-store';

// The browser's single main store, in a module of its own so the page boot (site/client/boot.ts)
// can store query parameters without loading every other store.
export const mainStore = createMainStore();
