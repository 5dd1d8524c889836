// Every JSON file of forms/, read from this folder when the module loads. The server bundle
// replaces this module with static imports of the same files, listed at bundle time
// (scripts/build/json-folders-plugin.ts), so dist/server/ runs without forms/ beside it.
import { readFormFolder } from './form-folder';

export const formJson = readFormFolder(import.meta.dirname);
