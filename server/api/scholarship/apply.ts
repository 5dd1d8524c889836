import { randomUUID } from 'node:crypto';
import { scholarshipRelationships, type ScholarshipRelationshipCode } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { ApiError } from '../../http/api-error';
import { letters } from '../../mail/letters';
import { personNameProperties } from '../../schemas/person-name';
import { defineAction } from '../action';
import { periodState } from './period-state';

interface ScholarshipApplicationData {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  relationship: ScholarshipRelationshipCode;
  memberNumber?: string;
  school: string;
  fieldOfStudy: string;
  essay: string;
  /** A field people never see: only a program filling every field answers it. */
  website?: string;
}

export const scholarshipEssayMaxLength = 3000;

export const scholarshipMessages = {
  received:
    'Thank you. Your scholarship application is received, and we have e-mailed you a confirmation.',
  notYet: 'Scholarship applications are not open yet.',
  closed: 'Scholarship applications for this year are closed.',
} as const;

const text = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, notBlank: true }) as const;

/**
 * A scholarship application, taken only inside the period (spec §9), stored once per e-mail
 * address and period and acknowledged by e-mail. A second application from one address in a
 * period is answered alike and changes nothing, as is one with the hidden field filled.
 */
export const apply = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: [
      'firstName',
      'lastName',
      'email',
      'dateOfBirth',
      'relationship',
      'school',
      'fieldOfStudy',
      'essay',
    ],
    properties: {
      ...personNameProperties,
      email: { type: 'string', minLength: 1, rule: 'email' },
      dateOfBirth: { type: 'string', minLength: 1, rule: 'dateOfBirth' },
      relationship: { type: 'string', enum: scholarshipRelationships.map((r) => r.code) },
      memberNumber: { type: 'string', maxLength: 20, pattern: '^[A-Za-z0-9-]*$' },
      school: text(120),
      fieldOfStudy: text(120),
      essay: text(scholarshipEssayMaxLength),
      website: { type: 'string', maxLength: 200 },
    },
  },
  async handle(data: ScholarshipApplicationData, context) {
    const period = await context.siteSettings.scholarship();
    const state = periodState(context.now(), period);
    if (state !== 'open') throw new ApiError(403, scholarshipMessages[state]);
    const email = data.email.trim().toLowerCase();
    const { signupPerAddress, signupPerTarget } = context.config.throttle;
    await throttleAddress(context, 'scholarship.apply', signupPerAddress);
    // Answered alike, nothing kept or sent: as the other public forms do.
    if (data.website?.trim()) return { message: scholarshipMessages.received };
    await throttleTarget(context, 'scholarship.apply', email, signupPerTarget);
    const stored = await context.db
      .insertInto('scholarship_applications')
      .values({
        id: randomUUID(),
        period_start: period.start,
        first_name: data.firstName.trim(),
        last_name: data.lastName.trim(),
        email,
        date_of_birth: data.dateOfBirth.trim(),
        relationship: data.relationship,
        member_number: data.memberNumber?.trim() || null,
        school: data.school.trim(),
        field_of_study: data.fieldOfStudy.trim(),
        essay: data.essay.trim(),
      })
      .onConflict((conflict) => conflict.columns(['period_start', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (stored !== undefined)
      context.afterAnswer.run(
        () => context.mailer.send(letters.scholarshipReceived(email, data.firstName.trim())),
        context.log,
      );
    return { message: scholarshipMessages.received };
  },
});
