// Every plan file of the catalogue: each JSON file of this folder but the plan list, found by
// plan-folder.ts, so a new plan is added by writing its file.
import type { PlanCodeEntry, PlanConfig } from './plan-config';
import planCodeList from './plan-codes.json';
import { planJson } from './plan-json';

// The JSON is checked against plan.schema.json by npm run check:catalogue and by the tests;
// the compiler cannot narrow JSON to the unions of planConfig.ts, hence the cast.
export const catalogueFiles = Object.values(planJson) as unknown as readonly PlanConfig[];

export const planCodeEntries = planCodeList.planCodes as unknown as readonly PlanCodeEntry[];
