// Every plan file of the catalogue. catalogue-files.test.ts fails when a JSON file in this folder
// is missing here, so a new plan is added by writing its file and one import line.
import type { PlanCodeEntry, PlanConfig } from './plan-config';
import adAndD from './ad-and-d.json';
import decreasingGroupTerm from './decreasing-group-term.json';
import hospitalIndemnity from './hospital-indemnity.json';
import legalPlans from './legal-plans.json';
import levelTermIIi from './level-term-i-ii.json';
import levelTerm from './level-term.json';
import nationalGuard from './national-guard.json';
import nexgenAdult from './nexgen-adult.json';
import nexgenDependent from './nexgen-dependent.json';
import petInsurance from './pet-insurance.json';
import plan90 from './plan-90.json';
import planDc from './plan-dc.json';
import planFp from './plan-fp.json';
import planIr from './plan-ir.json';
import planL5 from './plan-l5.json';
import planL7 from './plan-l7.json';
import planLd from './plan-ld.json';
import planLs from './plan-ls.json';
import planMd from './plan-md.json';
import planVp from './plan-vp.json';
import planWl from './plan-wl.json';
import reserveGroupLife from './reserve-group-life.json';
import term90Plus from './term-90-plus.json';
import tricareSupplement from './tricare-supplement.json';
import planCodeList from './plan-codes.json';

// The JSON is checked against plan.schema.json by npm run check:catalogue and by the tests;
// the compiler cannot narrow JSON strings to the unions of planConfig.ts, hence the cast.
export const catalogueFiles = [
  adAndD,
  decreasingGroupTerm,
  hospitalIndemnity,
  legalPlans,
  levelTermIIi,
  levelTerm,
  nationalGuard,
  nexgenAdult,
  nexgenDependent,
  petInsurance,
  plan90,
  planDc,
  planFp,
  planIr,
  planL5,
  planL7,
  planLd,
  planLs,
  planMd,
  planVp,
  planWl,
  reserveGroupLife,
  term90Plus,
  tricareSupplement,
] as unknown as readonly PlanConfig[];

export const planCodeEntries = planCodeList.planCodes as unknown as readonly PlanCodeEntry[];
