import { useEffect } from 'react';
import { markAppReady } from '../client/app-ready';
import { alertStore, ballotStore, mainStore, userStore } from '../stores';

/** Once in the browser: restore persisted state and saved auth, and load the alert if need be. */
export function StartUp() {
  useEffect(() => {
    // Lets the boot replay a held click, and browser tests know the page is interactive.
    markAppReady();
    void mainStore.persist.rehydrate();
    void ballotStore.persist.rehydrate();
    void userStore.getState().loadSavedAuth();
    // The server usually sends the alert with the page; asked for only when it did not.
    if (!alertStore.getState().received) void alertStore.getState().fetchAlert();
  }, []);
  return null;
}
