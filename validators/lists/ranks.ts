import { messages } from '../messages';
import type { Validation } from '../validation';
import type { BranchId } from './branches';
import { isEmpty } from '../generic/values';

export type PayGrade =
  | `E-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`
  | `W-${1 | 2 | 3 | 4 | 5}`
  | `O-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;

export interface Rank {
  /** The branch's official abbreviation, unique within the branch; the value forms store. */
  code: string;
  grade: PayGrade;
  title: string;
}

const rank = (grade: PayGrade, code: string, title: string): Rank => ({ code, grade, title });

const armyRanks: readonly Rank[] = [
  rank('E-1', 'PV1', 'Private'),
  rank('E-2', 'PV2', 'Private'),
  rank('E-3', 'PFC', 'Private First Class'),
  rank('E-4', 'SPC', 'Specialist'),
  rank('E-4', 'CPL', 'Corporal'),
  rank('E-5', 'SGT', 'Sergeant'),
  rank('E-6', 'SSG', 'Staff Sergeant'),
  rank('E-7', 'SFC', 'Sergeant First Class'),
  rank('E-8', 'MSG', 'Master Sergeant'),
  rank('E-8', '1SG', 'First Sergeant'),
  rank('E-9', 'SGM', 'Sergeant Major'),
  rank('E-9', 'CSM', 'Command Sergeant Major'),
  rank('E-9', 'SMA', 'Sergeant Major of the Army'),
  rank('W-1', 'WO1', 'Warrant Officer 1'),
  rank('W-2', 'CW2', 'Chief Warrant Officer 2'),
  rank('W-3', 'CW3', 'Chief Warrant Officer 3'),
  rank('W-4', 'CW4', 'Chief Warrant Officer 4'),
  rank('W-5', 'CW5', 'Chief Warrant Officer 5'),
  rank('O-1', '2LT', 'Second Lieutenant'),
  rank('O-2', '1LT', 'First Lieutenant'),
  rank('O-3', 'CPT', 'Captain'),
  rank('O-4', 'MAJ', 'Major'),
  rank('O-5', 'LTC', 'Lieutenant Colonel'),
  rank('O-6', 'COL', 'Colonel'),
  rank('O-7', 'BG', 'Brigadier General'),
  rank('O-8', 'MG', 'Major General'),
  rank('O-9', 'LTG', 'Lieutenant General'),
  rank('O-10', 'GEN', 'General'),
];

// The Navy and the Coast Guard share the sea services' enlisted rates and officer ranks.
const seaServiceEnlisted: readonly Rank[] = [
  rank('E-1', 'SR', 'Seaman Recruit'),
  rank('E-2', 'SA', 'Seaman Apprentice'),
  rank('E-3', 'SN', 'Seaman'),
  rank('E-4', 'PO3', 'Petty Officer Third Class'),
  rank('E-5', 'PO2', 'Petty Officer Second Class'),
  rank('E-6', 'PO1', 'Petty Officer First Class'),
  rank('E-7', 'CPO', 'Chief Petty Officer'),
  rank('E-8', 'SCPO', 'Senior Chief Petty Officer'),
  rank('E-9', 'MCPO', 'Master Chief Petty Officer'),
];

const seaServiceOfficers: readonly Rank[] = [
  rank('O-1', 'ENS', 'Ensign'),
  rank('O-2', 'LTJG', 'Lieutenant Junior Grade'),
  rank('O-3', 'LT', 'Lieutenant'),
  rank('O-4', 'LCDR', 'Lieutenant Commander'),
  rank('O-5', 'CDR', 'Commander'),
  rank('O-6', 'CAPT', 'Captain'),
  rank('O-7', 'RDML', 'Rear Admiral (Lower Half)'),
  rank('O-8', 'RADM', 'Rear Admiral'),
  rank('O-9', 'VADM', 'Vice Admiral'),
  rank('O-10', 'ADM', 'Admiral'),
];

// The Navy brought back W-1 in 2019 for its cyber warrant officers.
const navyRanks: readonly Rank[] = [
  ...seaServiceEnlisted,
  rank('E-9', 'CMDCM', 'Command Master Chief Petty Officer'),
  rank('E-9', 'FORCM', 'Force Master Chief Petty Officer'),
  rank('E-9', 'FLTCM', 'Fleet Master Chief Petty Officer'),
  rank('E-9', 'MCPON', 'Master Chief Petty Officer of the Navy'),
  rank('W-1', 'WO1', 'Warrant Officer 1'),
  rank('W-2', 'CWO2', 'Chief Warrant Officer 2'),
  rank('W-3', 'CWO3', 'Chief Warrant Officer 3'),
  rank('W-4', 'CWO4', 'Chief Warrant Officer 4'),
  rank('W-5', 'CWO5', 'Chief Warrant Officer 5'),
  ...seaServiceOfficers,
];

const airForceOfficers: readonly Rank[] = [
  rank('O-1', '2d Lt', 'Second Lieutenant'),
  rank('O-2', '1st Lt', 'First Lieutenant'),
  rank('O-3', 'Capt', 'Captain'),
  rank('O-4', 'Maj', 'Major'),
  rank('O-5', 'Lt Col', 'Lieutenant Colonel'),
  rank('O-6', 'Col', 'Colonel'),
  rank('O-7', 'Brig Gen', 'Brigadier General'),
  rank('O-8', 'Maj Gen', 'Major General'),
  rank('O-9', 'Lt Gen', 'Lieutenant General'),
  rank('O-10', 'Gen', 'General'),
];

// The Air Force reinstated warrant officers (W-1 to W-5) in 2024 for cyber and IT specialties.
const airForceRanks: readonly Rank[] = [
  rank('E-1', 'AB', 'Airman Basic'),
  rank('E-2', 'Amn', 'Airman'),
  rank('E-3', 'A1C', 'Airman First Class'),
  rank('E-4', 'SrA', 'Senior Airman'),
  rank('E-5', 'SSgt', 'Staff Sergeant'),
  rank('E-6', 'TSgt', 'Technical Sergeant'),
  rank('E-7', 'MSgt', 'Master Sergeant'),
  rank('E-8', 'SMSgt', 'Senior Master Sergeant'),
  rank('E-9', 'CMSgt', 'Chief Master Sergeant'),
  rank('E-9', 'CCM', 'Command Chief Master Sergeant'),
  rank('E-9', 'CMSAF', 'Chief Master Sergeant of the Air Force'),
  rank('W-1', 'WO1', 'Warrant Officer 1'),
  rank('W-2', 'CW2', 'Chief Warrant Officer 2'),
  rank('W-3', 'CW3', 'Chief Warrant Officer 3'),
  rank('W-4', 'CW4', 'Chief Warrant Officer 4'),
  rank('W-5', 'CW5', 'Chief Warrant Officer 5'),
  ...airForceOfficers,
];

const marineCorpsRanks: readonly Rank[] = [
  rank('E-1', 'Pvt', 'Private'),
  rank('E-2', 'PFC', 'Private First Class'),
  rank('E-3', 'LCpl', 'Lance Corporal'),
  rank('E-4', 'Cpl', 'Corporal'),
  rank('E-5', 'Sgt', 'Sergeant'),
  rank('E-6', 'SSgt', 'Staff Sergeant'),
  rank('E-7', 'GySgt', 'Gunnery Sergeant'),
  rank('E-8', 'MSgt', 'Master Sergeant'),
  rank('E-8', '1stSgt', 'First Sergeant'),
  rank('E-9', 'MGySgt', 'Master Gunnery Sergeant'),
  rank('E-9', 'SgtMaj', 'Sergeant Major'),
  rank('E-9', 'SMMC', 'Sergeant Major of the Marine Corps'),
  rank('W-1', 'WO', 'Warrant Officer'),
  rank('W-2', 'CWO2', 'Chief Warrant Officer 2'),
  rank('W-3', 'CWO3', 'Chief Warrant Officer 3'),
  rank('W-4', 'CWO4', 'Chief Warrant Officer 4'),
  rank('W-5', 'CWO5', 'Chief Warrant Officer 5'),
  rank('O-1', '2ndLt', 'Second Lieutenant'),
  rank('O-2', '1stLt', 'First Lieutenant'),
  rank('O-3', 'Capt', 'Captain'),
  rank('O-4', 'Maj', 'Major'),
  rank('O-5', 'LtCol', 'Lieutenant Colonel'),
  rank('O-6', 'Col', 'Colonel'),
  rank('O-7', 'BGen', 'Brigadier General'),
  rank('O-8', 'MajGen', 'Major General'),
  rank('O-9', 'LtGen', 'Lieutenant General'),
  rank('O-10', 'Gen', 'General'),
];

// The Coast Guard has no W-1 or W-5: its warrant officers start and end as CWO2 to CWO4.
const coastGuardRanks: readonly Rank[] = [
  ...seaServiceEnlisted,
  rank('E-9', 'CMC', 'Command Master Chief Petty Officer'),
  rank('E-9', 'MCPOCG', 'Master Chief Petty Officer of the Coast Guard'),
  rank('W-2', 'CWO2', 'Chief Warrant Officer 2'),
  rank('W-3', 'CWO3', 'Chief Warrant Officer 3'),
  rank('W-4', 'CWO4', 'Chief Warrant Officer 4'),
  ...seaServiceOfficers,
];

// The Space Force has no warrant officers; its officers share the Air Force's titles.
const spaceForceRanks: readonly Rank[] = [
  rank('E-1', 'Spc1', 'Specialist 1'),
  rank('E-2', 'Spc2', 'Specialist 2'),
  rank('E-3', 'Spc3', 'Specialist 3'),
  rank('E-4', 'Spc4', 'Specialist 4'),
  rank('E-5', 'Sgt', 'Sergeant'),
  rank('E-6', 'TSgt', 'Technical Sergeant'),
  rank('E-7', 'MSgt', 'Master Sergeant'),
  rank('E-8', 'SMSgt', 'Senior Master Sergeant'),
  rank('E-9', 'CMSgt', 'Chief Master Sergeant'),
  rank('E-9', 'CMSSF', 'Chief Master Sergeant of the Space Force'),
  ...airForceOfficers,
];

/**
 * Rank tables by branch id. Branches 8 (federal employee) and 9 (sponsored spouse) hold
 * civilians, who have no rank. Branch 7 (National Guard/Reserve) has no table of its own: its
 * members hold the rank of the service they reserve for, so any service's rank is accepted.
 */
export const rankTables: Readonly<Partial<Record<BranchId, readonly Rank[]>>> = {
  '1': spaceForceRanks,
  '2': armyRanks,
  '3': coastGuardRanks,
  '4': marineCorpsRanks,
  '5': navyRanks,
  '6': airForceRanks,
};

const nationalGuardReserveBranch = '7';

function ranksOf(branch: unknown): readonly Rank[] {
  if (branch === nationalGuardReserveBranch) return Object.values(rankTables).flat();
  return Object.entries(rankTables).find(([id]) => id === branch)?.[1] ?? [];
}

export function isRankCode(value: unknown, branch: unknown): boolean {
  return typeof value === 'string' && ranksOf(branch).some((entry) => entry.code === value);
}

export function findRank(value: unknown, branch: unknown): Rank | undefined {
  return ranksOf(branch).find((entry) => entry.code === value);
}

/** Spec §5: a rank must come from its branch's table; a branch without one has no valid rank. */
export function validateRank(value: unknown, branch: unknown): Validation {
  return isEmpty(value) || isRankCode(value, branch) ? undefined : messages.invalid;
}
