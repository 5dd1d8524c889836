import fc from 'fast-check';
import { actionNamesOf } from '../api/action';
import { apis } from '../api/registry';
import { sampleCalculatorAnswers as calculatorAnswers } from './calculator-answers';
import { sampleApplication } from './sample-application';
import { staffActionInputs } from './staff-inputs';
import { isRecord } from '../../validators';

/**
 * The fuzzer's requests to /api: a plausible seed per action, mutated, and pure noise beside
 * them. Shared by server/fuzz.test.ts (through inject) and `npm run stress -- fuzz` (over HTTP).
 */

const application = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));

export type MemberCredentials = { memberId: string; memberToken: string };

/** A plausible input per action; the fuzzer sends these, mutated, and pure noise beside them. */
/** The staff actions, each with a token that is no staff session (a member's is refused too). */
const staffSeeds = Object.fromEntries(
  Object.entries(staffActionInputs).map(([action, seed]) => [
    `staff.${action}`,
    { ...seed, adminToken: 'A'.repeat(43) },
  ]),
);

export function seeds(credentials: MemberCredentials): Record<string, Record<string, unknown>> {
  const password = { password: 'Fuzzed-pass-99', passwordConfirmation: 'Fuzzed-pass-99' };
  return {
    'aqua.login': { username: 'demo.member', password: 'Member#2025' },
    'aqua.loginSuperAdmin': { username: 'admin', password: 'wrong' },
    'aqua.initiateAdminMfa': { adminId: 'none', method: 'email' },
    'aqua.verifyAdminMfaCode': { adminId: 'none', code: '123456' },
    'aqua.signup': {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.com',
      dateOfBirth: '01/15/1985',
      ssn: '234-56-7891',
      username: 'fuzz.tester',
      ...password,
    },
    'aqua.confirmSignup': { token: 'A'.repeat(43) },
    'aqua.setupUsername': { email: 'fuzz@example.com', dateOfBirth: '01/15/1985' },
    'aqua.confirmSetupUsername': {
      email: 'fuzz@example.com',
      code: '123456',
      username: 'fuzz.setup',
      ...password,
    },
    'aqua.forgotPassword': { username: 'demo.member' },
    'aqua.resetPassword': { token: 'A'.repeat(43), ...password },
    'aqua.findYourUsername': { email: 'demo.member@example.com' },
    'aqua.getUser': credentials,
    'aqua.updatePassword': { ...credentials, currentPassword: 'wrong-current', ...password },
    'aqua.updateContactInfo': {
      ...credentials,
      mailing: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
      contact: { phone: { home: '512-555-0100' }, email: { secondary: 'alt@example.com' } },
    },
    'aqua.initiateMfa': { memberId: credentials.memberId, method: 'email' },
    'aqua.verifyMfaCode': { memberId: credentials.memberId, code: '123456' },
    'aqua.resendMfaCode': { memberId: credentials.memberId, method: 'sms' },
    'aqua.logout': { memberId: credentials.memberId, memberToken: 'not-the-token' },
    'aqua.ballot': { ...credentials, nomineeIds: ['nominee-1'] },
    'aqua.electronicConsent': { ...credentials, consent: '1' },
    'aqua.memberCertificates': credentials,
    'application.step': {
      appId: application.appId,
      formId: application.formId,
      step: 'insured',
      data: application.data,
      ...credentials,
    },
    'application.submit': {
      appId: application.appId,
      formId: application.formId,
      data: application.data,
      idempotencyKey: 'fuzz-key-0123456789',
      signature: application.signature,
    },
    'application.draft': { appId: 'term-90-plus', formId: 'term-90-plus-standard', ...credentials },
    'application.drafts': { ...credentials },
    'application.save': {
      appId: application.appId,
      formId: application.formId,
      email: 'fuzz@example.com',
      data: application.data,
      passedSteps: application.steps,
    },
    'application.resume': { token: 'A'.repeat(43) },
    'application.claim': {
      ...credentials,
      referenceNumber: 'MBA-AAAAAAAAAA',
      email: 'fuzz@example.com',
      dateOfBirth: '01/01/1980',
    },
    'application.resumeLink': { email: 'fuzz@example.com' },
    'application.copy': {
      applicationId: '00000000-0000-4000-8000-000000000000',
      downloadKey: 'A'.repeat(43),
      ...credentials,
    },
    'content.alert': {},
    'content.seo': {},
    'content.personalUrl': { purlId: 'AB1234' },
    'content.certificates': { appId: 'term-90-plus', state: 'TX' },
    'content.articles': { next: 0, limit: 5 },
    'content.article': { slug: 'building-an-emergency-fund' },
    'content.videos': { next: '0' },
    'content.video': { slug: 'from-sgli-to-vgli' },
    'content.getEducated': { limit: '3' },
    'content.getEducatedItem': { slug: 'what-is-term-life-insurance' },
    'content.militaryResources': {},
    'content.lifeEvents': {},
    'content.lifeEvent': { slug: 'marriage' },
    'content.lifeEventSection': { event: 'marriage', slug: 'update-your-beneficiaries' },
    'content.outreach': {},
    'content.outreachItem': { slug: 'transition-assistance-workshops' },
    'content.eSeminars': {},
    'content.marketSummaries': {},
    'content.faqs': {},
    'content.page': { path: '/annual-report/2024/' },
    'content.search': { term: 'life insurance', next: 0 },
    'contact.sendMessage': {
      channel: 'billing',
      firstName: 'Pat',
      lastName: 'Quinn',
      email: 'pat.quinn@example.com',
      message: 'Which amount will you draw this month?',
    },
    'download.sendDocument': {
      firstName: 'Pat',
      lastName: 'Quinn',
      email: 'pat.quinn@example.com',
      document: '/documents/forms/beneficiary-designation.pdf',
    },
    'download.documents': {},
    'agents.find': { formId: 'term-90-plus-standard', slug: 'johnsmith' },
    'share.target': { data: 'eyJwbGFuSWQiOiJsZXZlbC10ZXJtIn0' },
    'share.application': {
      senderName: 'Pat Quinn',
      email: 'sam.quinn@example.com',
      // base64url of {"planId":"level-term"}
      data: 'eyJwbGFuSWQiOiJsZXZlbC10ZXJtIn0',
    },
    'share.benchmark': { answers: calculatorAnswers, email: 'fuzz@example.com' },
    'scholarship.period': {},
    'scholarship.apply': {
      firstName: 'Riley',
      lastName: 'Quinn',
      email: 'riley.quinn@example.com',
      dateOfBirth: '05/14/2007',
      relationship: 'child',
      school: 'State University',
      fieldOfStudy: 'Nursing',
      essay: 'I want to care for veterans as a nurse.',
    },
    'calculator.plans': {
      dutyStatus: 'retired',
      state: 'VA',
      monthBorn: '6',
      yearBorn: '1980',
      tobaccoUse: '0',
      amount: '500000',
    },
    'calculator.quote': { age: '35', coverage: '250000', state: 'TX' },
    'calculator.pdf': { answers: calculatorAnswers },
    'calculator.email': { answers: calculatorAnswers, email: 'fuzz@example.com' },
    'events.list': {},
    'events.signup': {
      firstName: 'Pat',
      lastName: 'Quinn',
      email: 'pat.quinn@example.com',
      eventId: 'benefits-webinar',
    },
    'policy.paymentDue': credentials,
    'policy.paymentHistory': credentials,
    'policy.coverage': credentials,
    'policy.paymentPurchase': {
      ...credentials,
      applicationId: 'fuzz-application',
      frequency: 'Q',
      idempotencyKey: 'fuzz-payment-0123456789',
      method: 'card',
      card: { nameOnCard: 'Pat Quinn', number: '4242424242424242', expiry: '12/2030', cvv: '123' },
    },
    'policy.updatePaymentMethod': {
      ...credentials,
      currentPassword: 'Member#2025',
      method: 'bank',
      bank: {
        bankName: 'First Test Bank',
        accountType: 'checking',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    },
    'policy.updateBeneficiary': {
      ...credentials,
      currentPassword: 'Member#2025',
      applicationId: 'fuzz-application',
      beneficiaries: {
        primary: [{ name: 'Pat Quinn', relationship: 'Spouse', sharePercent: '100' }],
        contingent: [],
      },
    },
    'policy.cancelBeneficiaryUpdate': { ...credentials, currentPassword: 'Member#2025' },
    'policy.cancelPaymentMethodUpdate': { ...credentials, currentPassword: 'Member#2025' },
    'policy.certificateOfCoverage': { ...credentials, applicationId: 'fuzz-application' },
    ...staffSeeds,
  };
}

export interface FuzzTarget {
  api: string;
  action: string;
  seed: Record<string, unknown>;
}

/** Every action of every api in the registry with its seed (an empty one when it has none). */
export function fuzzTargets(credentials: MemberCredentials): FuzzTarget[] {
  const all = seeds(credentials);
  return Object.entries(apis).flatMap(([api, actions]) =>
    actionNamesOf(actions).map((action) => ({ api, action, seed: all[`${api}.${action}`] ?? {} })),
  );
}

export const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
);

/** The seed with one answer two levels down in its `data` replaced (e.g. data.insured.ssn). */
function answerMutated(seed: Record<string, unknown>) {
  const data = seed.data;
  const sections = isRecord(data) ? Object.keys(data).filter((k) => isRecord(data[k])) : [];
  if (!isRecord(data) || sections.length === 0) return fc.constant(seed);
  return fc.constantFrom(...sections).chain((section) => {
    const answers = data[section] as Record<string, unknown>;
    const fields = Object.keys(answers);
    const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 });
    return fc.tuple(fc.oneof(field, fc.string({ maxLength: 10 })), nasty).map(([name, value]) => ({
      ...seed,
      data: { ...data, [section]: { ...answers, [name]: value } },
    }));
  });
}

export function mutated(seed: Record<string, unknown>) {
  const keys = Object.keys(seed);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 });
  return fc.oneof(
    answerMutated(seed),
    fc.constant(seed),
    fc.tuple(key, nasty).map(([name, value]) => ({ ...seed, [name]: value })),
    key.map((name) => Object.fromEntries(Object.entries(seed).filter(([k]) => k !== name))),
    fc
      .tuple(fc.string({ maxLength: 20 }), nasty)
      .map(([name, value]) => ({ ...seed, [name]: value })),
    fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 6 }),
  );
}

export interface FuzzRequest {
  api: unknown;
  action: unknown;
  data: unknown;
  method: 'GET' | 'POST';
  key: boolean;
  raw?: string;
}

/**
 * A request to /api: nine in ten a known action with its seed mutated, one in ten noise; a third
 * sent by GET; one in twenty without the API key; one in twenty a raw body instead of JSON.
 */
export function fuzzRequest(named: readonly FuzzTarget[]): fc.Arbitrary<FuzzRequest> {
  const knownAction = fc.integer({ min: 0, max: Math.max(0, named.length - 1) }).chain((index) => {
    const target = named[index] ?? { api: 'aqua', action: 'login', seed: {} };
    return fc.record({
      api: fc.constant<unknown>(target.api),
      action: fc.constant<unknown>(target.action),
      data: mutated(target.seed) as fc.Arbitrary<unknown>,
    });
  });
  const noise = fc.record({
    api: fc.oneof(
      nasty,
      fc.constantFrom<unknown>(
        'aqua',
        'content',
        'application',
        'events',
        'policy',
        'staff',
        'contact',
        'scholarship',
        'download',
        'agents',
        'share',
      ),
    ),
    action: fc.oneof(nasty, fc.constantFrom<unknown>('login', 'getUser', 'alert')),
    data: nasty as fc.Arbitrary<unknown>,
  });
  return fc
    .tuple(
      fc.oneof({ weight: 9, arbitrary: knownAction }, { weight: 1, arbitrary: noise }),
      fc.constantFrom<'GET' | 'POST'>('POST', 'POST', 'GET'),
      fc.oneof(
        { weight: 19, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      fc.oneof(
        { weight: 19, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
      ),
    )
    .map(([envelope, method, key, raw]) => ({
      ...envelope,
      method,
      key,
      ...(raw !== undefined ? { raw } : {}),
    }));
}

/** A GET request's query: the data's fields as strings, then api and action. */
export function queryOf(fuzz: FuzzRequest): Record<string, string> {
  const data =
    typeof fuzz.data === 'object' && fuzz.data !== null && !Array.isArray(fuzz.data)
      ? fuzz.data
      : {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    query[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  }
  query.api = typeof fuzz.api === 'string' ? fuzz.api : String(JSON.stringify(fuzz.api));
  query.action =
    typeof fuzz.action === 'string' ? fuzz.action : String(JSON.stringify(fuzz.action));
  return query;
}

/** A POST request's body: the raw text when the fuzzer chose one, the JSON envelope otherwise. */
export function bodyOf(fuzz: FuzzRequest): string {
  return fuzz.raw ?? JSON.stringify({ api: fuzz.api, action: fuzz.action, data: fuzz.data });
}
