// Every plan file of plans/catalogue/, read from this folder when the module loads. The server
// bundle replaces this module with static imports of the same files, listed at bundle time
// (scripts/build/json-folders-plugin.ts), so dist/server/ runs without plans/ beside it.
import { readPlanFolder } from './plan-folder';

export const planJson = readPlanFolder(import.meta.dirname);
