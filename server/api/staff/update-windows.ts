import { associationTimeZone, zonedInstant } from '../../../validators';
import { fieldErrors } from '../../http/api-error';
import { saveSetting, settingKeys } from '../../settings/site-settings';
import { localTimePattern } from './local-time';
import { staffAction, type StaffInput } from './staff-action';

const requiredTime = { type: 'string', minLength: 1, pattern: localTimePattern } as const;

export const windowOrderMessage = 'The end must come after the start.';
export const twoRecommendedMessage = 'Recommend exactly two nominees.';
export const nomineeIdsMessage = 'Each nominee needs an id of their own.';

const after = (end: string, start: string, timeZone: string) =>
  zonedInstant(end, timeZone).getTime() > zonedInstant(start, timeZone).getTime();

interface ElectionData extends StaffInput {
  annualMeeting: number;
  start: string;
  end: string;
  meeting: string;
  candidates: { id: string; name: string; summary: string; recommended: boolean }[];
}

/**
 * The election: its window, the annual meeting and the nominees, two of them recommended. Every
 * instance's ballot and getUser follow within 10 s. Times are New York's (spec §9).
 */
export const updateElection = staffAction('updateElection', {
  properties: {
    annualMeeting: { type: 'integer', minimum: 1, maximum: 1000 },
    start: requiredTime,
    end: requiredTime,
    meeting: requiredTime,
    candidates: {
      type: 'array',
      minItems: 2,
      maxItems: 20,
      items: {
        type: 'object',
        required: ['id', 'name', 'summary', 'recommended'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' },
          name: { type: 'string', minLength: 1, maxLength: 120 },
          summary: { type: 'string', maxLength: 500 },
          recommended: { type: 'boolean' },
        },
      },
    },
  },
  required: ['annualMeeting', 'start', 'end', 'meeting', 'candidates'],
  async handle(input: ElectionData, context) {
    const timeZone = associationTimeZone;
    if (!after(input.end, input.start, timeZone)) throw fieldErrors({ end: windowOrderMessage });
    if (new Set(input.candidates.map((c) => c.id)).size !== input.candidates.length)
      throw fieldErrors({ candidates: nomineeIdsMessage });
    if (input.candidates.filter((c) => c.recommended).length !== 2)
      throw fieldErrors({ candidates: twoRecommendedMessage });
    const election = {
      annualMeeting: input.annualMeeting,
      timeZone,
      start: input.start,
      end: input.end,
      meeting: input.meeting,
      candidates: input.candidates.map((c) => ({
        ...c,
        name: c.name.trim(),
        summary: c.summary.trim(),
      })),
    };
    await saveSetting(context.db, settingKeys.election, election, context.now());
    return { election };
  },
});

interface ScholarshipData extends StaffInput {
  start: string;
  end: string;
}

/** The scholarship window (Central time, as spec §9 gives it). */
export const updateScholarship = staffAction('updateScholarship', {
  properties: { start: requiredTime, end: requiredTime },
  required: ['start', 'end'],
  async handle(input: ScholarshipData, context) {
    const current = await context.siteSettings.scholarship();
    if (!after(input.end, input.start, current.timeZone))
      throw fieldErrors({ end: windowOrderMessage });
    const scholarship = { timeZone: current.timeZone, start: input.start, end: input.end };
    await saveSetting(context.db, settingKeys.scholarship, scholarship, context.now());
    return { scholarship };
  },
});
