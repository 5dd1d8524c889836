import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import {
  currentPasswordMatches,
  currentPasswordNeededMessage,
  currentPasswordWrongMessage,
} from '../../auth/current-password';
import { audit } from '../../auth/audit';
import { maskDestination } from '../../auth/mfa';
import type { MemberProfile } from '../../db/schema';
import { letters } from '../../mail/letters';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { withEmailUnique } from './email-taken';
import { userDataFor } from './user-data-for';

interface UpdateContactData extends MemberCredentials {
  /** Needed to change the primary e-mail address or the home phone. */
  currentPassword?: string;
  mailing?: MemberProfile['mailing'];
  contact?: {
    phone?: { home?: string; work?: string };
    email?: { primary?: string; secondary?: string; emailOptOut?: string };
  };
}

const text = (field: string) => ({ type: 'string', field, rule: 'strictString' });

/**
 * Mailing address, phones and e-mail addresses; answers with the updated user data. The primary
 * e-mail and the home phone receive reset links and codes, so changing them asks for the current
 * password, and the old address is told.
 */
export const updateContactInfo = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: {
      ...memberCredentialsSchema,
      currentPassword: { type: 'string', maxLength: 200 },
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
    const home = data.contact?.phone?.home;
    const homeDigits = home === undefined ? undefined : home.replace(/\D/g, '') || null;
    const emailChanges =
      primary !== undefined && primary.toLowerCase() !== member.email.toLowerCase();
    const phoneChanges = homeDigits !== undefined && homeDigits !== member.phone;
    if (emailChanges || phoneChanges) {
      const password = data.currentPassword ?? '';
      if (password === '') throw fieldErrors({ currentPassword: currentPasswordNeededMessage });
      if (!(await currentPasswordMatches(context, member, password))) {
        throw fieldErrors({ currentPassword: currentPasswordWrongMessage });
      }
    }
    const profile = member.profile;
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
    const update = context.db
      .updateTable('members')
      .set({
        profile: JSON.stringify(updatedProfile),
        ...(primary !== undefined ? { email: primary } : {}),
        ...(homeDigits !== undefined ? { phone: homeDigits } : {}),
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // An address another account holds: the unique index answers, whoever asked first.
    const updated = await withEmailUnique('contact.email.primary', update);
    await audit(context.db, {
      memberId: member.id,
      action: 'member.updateContactInfo',
      // Which parts changed, not their values: the trail holds no contact details.
      detail: {
        mailing: data.mailing !== undefined,
        email: emailChanges,
        homePhone: phoneChanges,
        otherContact: data.contact !== undefined,
      },
      at: context.now(),
    });
    // To the old address: whoever changed it may not be the member.
    if (emailChanges) {
      await context.mailer.send(
        letters.emailChanged(member.email, maskDestination('email', primary)),
      );
    }
    if (phoneChanges) await context.mailer.send(letters.phoneChanged(member.email));
    return userDataFor(updated, context);
  },
});
