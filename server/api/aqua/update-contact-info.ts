import { sql } from 'kysely';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import type { MemberProfile } from '../../db/schema';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { emailTakenMessage } from './signup';
import { userDataFor } from './user-data-for';

interface UpdateContactData extends MemberCredentials {
  mailing?: MemberProfile['mailing'];
  contact?: {
    phone?: { home?: string; work?: string };
    email?: { primary?: string; secondary?: string; emailOptOut?: string };
  };
}

const text = (field: string) => ({ type: 'string', field, rule: 'strictString' });

/** Mailing address, phones and e-mail addresses; answers with the updated user data. */
export const updateContactInfo = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: {
      ...memberCredentialsSchema,
      mailing: {
        type: 'object',
        additionalProperties: false,
        properties: {
          street: text('street'),
          address2: text('address2'),
          city: text('city'),
          zip: { type: 'string', rule: 'zip' },
          state: { type: 'string', rule: 'state' },
        },
      },
      contact: {
        type: 'object',
        additionalProperties: false,
        properties: {
          phone: {
            type: 'object',
            additionalProperties: false,
            properties: {
              home: { type: 'string', rule: 'phone' },
              work: { type: 'string', rule: 'phone' },
            },
          },
          email: {
            type: 'object',
            additionalProperties: false,
            properties: {
              primary: { type: 'string', minLength: 1, rule: 'email' },
              secondary: { type: 'string', rule: 'email' },
              emailOptOut: { type: 'string', enum: ['0', '1'] },
            },
          },
        },
      },
    },
  },
  async handle(data: UpdateContactData, context) {
    const member = await authenticatedMember(context, data);
    const primary = data.contact?.email?.primary?.trim();
    if (primary !== undefined && primary.toLowerCase() !== member.email.toLowerCase()) {
      const taken = await context.db
        .selectFrom('members')
        .select('id')
        .where(sql<string>`lower(email)`, '=', primary.toLowerCase())
        .executeTakeFirst();
      if (taken !== undefined) throw fieldErrors({ 'contact.email.primary': emailTakenMessage });
    }
    const profile = member.profile;
    const home = data.contact?.phone?.home;
    const updatedProfile: MemberProfile = {
      ...profile,
      mailing: { ...profile.mailing, ...data.mailing },
      contact: {
        phone: {
          ...profile.contact?.phone,
          ...(data.contact?.phone?.work !== undefined ? { work: data.contact.phone.work } : {}),
        },
        email: {
          ...profile.contact?.email,
          ...(data.contact?.email?.secondary !== undefined
            ? { secondary: data.contact.email.secondary }
            : {}),
          ...(data.contact?.email?.emailOptOut !== undefined
            ? { emailOptOut: data.contact.email.emailOptOut }
            : {}),
        },
      },
    };
    const updated = await context.db
      .updateTable('members')
      .set({
        profile: JSON.stringify(updatedProfile),
        ...(primary !== undefined ? { email: primary } : {}),
        ...(home !== undefined ? { phone: home.replace(/\D/g, '') || null } : {}),
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return userDataFor(updated, context);
  },
});
