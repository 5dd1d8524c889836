import { useEffect } from 'react';
import { alertStore, ballotStore, mainStore, seoStore, userStore } from '../stores';

/** Once in the browser: restore persisted state and saved auth, then load alert and SEO entries. */
export function StartUp() {
  useEffect(() => {
    // Lets browser tests (and scripts) know the page is interactive.
    document.documentElement.setAttribute('data-hydrated', '');
    void mainStore.persist.rehydrate();
    void ballotStore.persist.rehydrate();
    void userStore.getState().loadSavedAuth();
    void alertStore.getState().fetchAlert();
    void seoStore.getState().fetchSeo();
  }, []);
  return null;
}
