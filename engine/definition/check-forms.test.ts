import { describe, expect, it } from 'vitest';
import { applicationTypes, messages } from '../../validators';
import { checkForms } from './check-forms';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({
  hasVariant: (ref) => ref.plan === 'p',
  coverageOptions: () => ({ list: [50000] }),
});

const fragments = {
  name: {
    step: {
      id: 'name',
      title: 'Name',
      schema: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
};

const form = (overrides: Record<string, unknown>) => ({
  formId: 'example',
  version: 1,
  appId: 'example',
  title: 'Example',
  applicationType: applicationTypes[0],
  typeCode: 'sale',
  template: 'base',
  branding: 'life',
  plan: { plan: 'p', variant: 'v' },
  route: '/example/',
  steps: [{ $ref: '../fragments/name.json#/step' }],
  ...overrides,
});

describe('checkForms', () => {
  it('accepts a definition whose steps come from fragments', () => {
    expect(checkForms([{ path: 'forms/a.json', content: form({}) }], fragments, rules)).toEqual([]);
  });

  it('names the file and the field of each problem', () => {
    const errors = checkForms(
      [
        { path: 'forms/a.json', content: form({ typeCode: 'rent' }) },
        {
          path: 'forms/b.json',
          content: form({ formId: 'b', steps: [{ $ref: '../fragments/nope.json' }] }),
        },
        { path: 'forms/c.json', content: form({ formId: 'c', plan: { plan: 'q', variant: 'v' } }) },
        {
          path: 'forms/d.json',
          content: form({
            formId: 'd',
            quickStep: { fullAppFormId: { member: 'x', spouse: 'd' } },
          }),
        },
        {
          path: 'forms/e.json',
          content: form({
            formId: 'e',
            steps: [
              {
                id: 's',
                title: 'S',
                schema: { type: 'object', properties: { a: { type: 'string', ssn: 3 } } },
              },
            ],
          }),
        },
      ],
      fragments,
      rules,
    );
    expect(errors).toEqual([
      'forms/a.json#/typeCode: must be one of "sale", "periodic"',
      "forms/b.json: /steps/0: no fragment named 'nope'",
      'forms/e.json#/steps/0/schema/properties/a/ssn: must be true or false or an object {…}',
      "forms/c.json: /plan names no plan variant ('q' 'v')",
      "forms/d.json: /quickStep/fullAppFormId/member names no form ('x')",
    ]);
  });

  it('refuses a field sensitive in one form and asked, unmarked, in another', () => {
    const step = (sensitive: boolean) => ({
      id: 'insured',
      title: 'Insured',
      schema: {
        type: 'object',
        properties: {
          insured: {
            type: 'object',
            properties: { ssn: { type: 'string', ...(sensitive ? { sensitive: true } : {}) } },
          },
        },
      },
    });
    const files = (second: boolean) => [
      { path: 'forms/a.json', content: form({ formId: 'a', steps: [step(true)] }) },
      { path: 'forms/b.json', content: form({ formId: 'b', steps: [step(second)] }) },
      { path: 'forms/c.json', content: form({ formId: 'c' }) },
    ];
    expect(checkForms(files(true), fragments, rules)).toEqual([]);
    expect(checkForms(files(false), fragments, rules)).toEqual([
      "forms/b.json: field 'insured.ssn' is sensitive in form 'a' and must be marked \"sensitive\": true here too",
    ]);
  });

  it('catches a Quick Step seed that is no valid answer of the full application it seeds', () => {
    const quickStep = (seed: Record<string, unknown>) =>
      form({
        formId: 'quick',
        quickStep: { fullAppFormId: { member: 'example', spouse: 'example' }, seed },
      });
    const files = (seed: Record<string, unknown>) => [
      { path: 'forms/full.json', content: form({}) },
      { path: 'forms/quick.json', content: quickStep(seed) },
    ];
    expect(checkForms(files({ spouse: { name: 'Sponsored' } }), fragments, rules)).toEqual([]);
    expect(
      checkForms(
        files({ member: { name: 9 }, spouse: { service: { branch: '9' } } }),
        fragments,
        rules,
      ),
    ).toEqual([
      `forms/quick.json#/quickStep/seed/member/name: ${messages.mustBeString} (step 'name' of 'example')`,
      "forms/quick.json#/quickStep/seed/spouse/service/branch: no step of 'example' asks for this answer",
    ]);
  });

  it('accepts a Quick Step for members only, and refuses it a rule that tells a spouse apart', () => {
    const quickStep = (continuation: Record<string, unknown>) => [
      { path: 'forms/full.json', content: form({}) },
      { path: 'forms/quick.json', content: form({ formId: 'quick', quickStep: continuation }) },
    ];
    const membersOnly = { fullAppFormId: { member: 'example' } };
    expect(checkForms(quickStep(membersOnly), fragments, rules)).toEqual([]);
    expect(
      checkForms(
        quickStep({ ...membersOnly, spouseWhen: { properties: { name: { const: 'x' } } } }),
        fragments,
        rules,
      ),
    ).toEqual([
      'forms/quick.json: /quickStep/spouseWhen is for a spouse, but /quickStep/fullAppFormId names no spouse application',
    ]);
    expect(checkForms(quickStep({ fullAppFormId: {} }), fragments, rules)).toEqual([
      'forms/quick.json#/quickStep/fullAppFormId: must have at least 1 field',
    ]);
  });

  it('finds a form id used twice', () => {
    const file = { path: 'forms/a.json', content: form({}) };
    expect(checkForms([file, { ...file, path: 'forms/b.json' }], fragments)).toEqual([
      "formId 'example' is used by more than one form",
    ]);
  });

  it("checks a plan keyword's pointers: each names a field of the form, written as a pointer", () => {
    const coverageStep = (keyword: unknown) => ({
      id: 'coverage',
      title: 'Coverage',
      schema: {
        type: 'object',
        properties: {
          coverage: {
            type: 'object',
            properties: {
              amount: { type: 'integer', coverageForPlan: keyword },
              tobacco: { type: 'string', format: 'switcher' },
            },
          },
        },
      },
    });
    const check = (keyword: unknown) =>
      checkForms(
        [{ path: 'forms/a.json', content: form({ steps: [coverageStep(keyword)] }) }],
        fragments,
      );
    expect(check({ tobacco: '/coverage/tobacco' })).toEqual([]);
    expect(check({ tobacco: '/coverage/tobaco', dateOfBirth: '/insured/dateOfBirth' })).toEqual([
      "forms/a.json: /steps/0/schema/properties/coverage/properties/amount/coverageForPlan/dateOfBirth names no field ('/insured/dateOfBirth')",
      "forms/a.json: /steps/0/schema/properties/coverage/properties/amount/coverageForPlan/tobacco names no field ('/coverage/tobaco')",
    ]);
    expect(check({ tobacco: 'coverage.tobacco' })).toContain(
      'forms/a.json#/steps/0/schema/properties/coverage/properties/amount/coverageForPlan/tobacco: must be a JSON pointer to an answer, such as "/coverage/tobacco"',
    );
  });

  it("checks a card number's card type pointer, and an SSN's others to differ from", () => {
    const cardStep = (number: unknown) => ({
      id: 'card',
      title: 'Card',
      schema: {
        type: 'object',
        properties: {
          card: {
            type: 'object',
            properties: { cardType: { type: 'string' }, number },
          },
        },
      },
    });
    const check = (number: unknown) =>
      checkForms(
        [{ path: 'forms/a.json', content: form({ steps: [cardStep(number)] }) }],
        fragments,
      );
    expect(check({ type: 'string', cardOfType: '/card/cardType' })).toEqual([]);
    expect(check({ type: 'string', cardOfType: '/card/type' })).toEqual([
      "forms/a.json: /steps/0/schema/properties/card/properties/number/cardOfType names no field ('/card/type')",
    ]);
    expect(check({ type: 'string', cardOfType: 'card.cardType' })).toContain(
      'forms/a.json#/steps/0/schema/properties/card/properties/number/cardOfType: must be a JSON pointer to an answer, such as "/coverage/tobacco"',
    );
    expect(check({ type: 'string', ssn: { differsFrom: ['/sponsor/ssn'] } })).toEqual([]);
    expect(check({ type: 'string', ssn: { differsFrom: '/sponsor/ssn' } })).toEqual([
      'forms/a.json#/steps/0/schema/properties/card/properties/number/ssn/differsFrom: must be a list […]',
    ]);
    expect(check({ type: 'string', ssn: { confirms: '/card/cardType' } })).toEqual([]);
    expect(check({ type: 'string', ssn: { confirms: '/insured/ssn' } })).toEqual([
      "forms/a.json: /steps/0/schema/properties/card/properties/number/ssn/confirms names no field ('/insured/ssn')",
    ]);
  });

  it("takes the plan's SSN confirmation age in a step's condition only, never on a field", () => {
    const step = (condition: unknown, dateOfBirth: unknown) => ({
      id: 'again',
      title: 'Again',
      condition,
      schema: {
        type: 'object',
        properties: {
          insured: { type: 'object', properties: { dateOfBirth, ssn: { type: 'string' } } },
          again: { type: 'string', ssn: { confirms: '/insured/ssn' } },
        },
      },
      confirmAgainWhenChanged: [{ answer: '/insured/ssn', confirmations: ['/again'] }],
    });
    const check = (condition: unknown, dateOfBirth: unknown) =>
      checkForms(
        [{ path: 'forms/a.json', content: form({ steps: [step(condition, dateOfBirth)] }) }],
        fragments,
      );
    const atAge = {
      properties: { insured: { properties: { dateOfBirth: { ssnConfirmationForPlan: true } } } },
    };
    // The SSN typed again is withdrawn, like a confirmation, when the SSN it confirms changes.
    expect(check(atAge, { type: 'string' })).toEqual([]);
    expect(check(undefined, { type: 'string', ssnConfirmationForPlan: true })).toEqual([
      'forms/a.json#/steps/0/schema/properties/insured/properties/dateOfBirth/ssnConfirmationForPlan: is not allowed here',
    ]);
  });

  it("checks that a step's confirmations given for an answer name a field and its confirmations", () => {
    const step = (confirmAgainWhenChanged: unknown) => ({
      id: 'consent',
      title: 'Consent',
      confirmAgainWhenChanged,
      schema: {
        type: 'object',
        properties: {
          payment: { type: 'object', properties: { method: { type: 'string' } } },
          consent: { type: 'string', format: 'confirmation' },
        },
      },
      uiSchema: { consent: { 'ui:widget': 'confirmation' } },
    });
    const check = (entries: unknown) =>
      checkForms([{ path: 'forms/a.json', content: form({ steps: [step(entries)] }) }], fragments);
    expect(check([{ answer: '/payment/method', confirmations: ['/consent'] }])).toEqual([]);
    expect(
      check([{ answer: '/payment/kind', confirmations: ['/consent', '/payment/method'] }]),
    ).toEqual([
      "forms/a.json: /steps/0/confirmAgainWhenChanged/0/answer names no field ('/payment/kind')",
      "forms/a.json: /steps/0/confirmAgainWhenChanged/0/confirmations/1 names no confirmation of step 'consent' ('/payment/method')",
    ]);
    expect(check(['/payment/method'])).toEqual([
      'forms/a.json#/steps/0/confirmAgainWhenChanged/0: must be an object {…}',
    ]);
    expect(check([{ answer: '/payment/method' }])).toEqual([
      'forms/a.json#/steps/0/confirmAgainWhenChanged/0/confirmations: required field "confirmations" is missing',
    ]);
  });

  it("checks that a step's starting answers name its own field and a section with a name", () => {
    const steps = (startingAnswers: unknown) => [
      {
        id: 'insured',
        title: 'Insured',
        schema: {
          type: 'object',
          properties: {
            insured: {
              type: 'object',
              properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
            },
          },
        },
      },
      {
        id: 'card',
        title: 'Card',
        startingAnswers,
        schema: {
          type: 'object',
          properties: { card: { type: 'object', properties: { nameOnCard: { type: 'string' } } } },
        },
      },
    ];
    const check = (entries: unknown) =>
      checkForms([{ path: 'forms/a.json', content: form({ steps: steps(entries) }) }], fragments);
    // A section the form lacks (an owner) is passed over when another gives the name.
    expect(check([{ answer: '/card/nameOnCard', nameOf: ['owner', 'insured'] }])).toEqual([]);
    expect(
      check([
        { answer: '/insured/firstName', nameOf: ['insured'] },
        { answer: '/card/holder', nameOf: ['owner'] },
      ]),
    ).toEqual([
      "forms/a.json: /steps/1/startingAnswers/0/answer names no field of step 'card' ('/insured/firstName')",
      "forms/a.json: /steps/1/startingAnswers/1/answer names no field of step 'card' ('/card/holder')",
      'forms/a.json: /steps/1/startingAnswers/1/nameOf names no section with a first and last name in this form',
    ]);
    expect(check([{ answer: '/card/nameOnCard' }])).toEqual([
      'forms/a.json#/steps/1/startingAnswers/0/nameOf: required field "nameOf" is missing',
    ]);
  });
});
