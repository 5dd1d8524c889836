import scholarshipData from './scholarship.json';
import { isInTimeWindow, type TimeWindowConfig } from './time-window';

export type ScholarshipConfig = TimeWindowConfig;

/** Spec §9 "Scholarship window"; next year's window is an edit of scholarship.json. */
export const scholarship: ScholarshipConfig = scholarshipData;

export function isInScholarshipWindow(now: Date, window: ScholarshipConfig = scholarship): boolean {
  return isInTimeWindow(now, window);
}
