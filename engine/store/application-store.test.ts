import { describe, expect, it } from 'vitest';
import {
  applicationMaxAgeMs,
  applicationStoreName,
  createApplicationStore,
} from './application-store';
import { memoryStorage } from './memory-storage';

const sensitivePaths = () => [
  ['insured', 'ssn'],
  ['card', 'number'],
];
const data = {
  insured: { firstName: 'Ann', ssn: '234-56-7890' },
  card: { number: '4111111111111111', cvv: '1' },
};

describe('application store', () => {
  it('never writes sensitive fields to storage, keeps them in memory, and asks again after a reload', async () => {
    const storage = memoryStorage();
    const store = createApplicationStore({ storage, sensitivePaths });
    store.getState().saveStep('t90', 'standard', data, ['insured']);
    expect(store.getState().entry('t90', 'standard')?.data).toEqual(data);
    const written = storage.entries.get(applicationStoreName) ?? '';
    expect(written).not.toContain('234-56-7890');
    expect(written).not.toContain('4111111111111111');
    expect(JSON.parse(written).version).toBe(1);

    const reloaded = createApplicationStore({ storage, sensitivePaths });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().entry('t90', 'standard')).toMatchObject({
      data: { insured: { firstName: 'Ann' }, card: { cvv: '1' } },
      passedSteps: ['insured'],
      lastPassedStep: 'insured',
    });
  });

  it('reads whatever storage holds in its own shape, leaving out what it cannot read', async () => {
    const storage = memoryStorage();
    const clock = 5_000_000_000;
    const entry = (fields: object) => ({ lastModifiedAt: clock - 1000, ...fields });
    storage.entries.set(
      applicationStoreName,
      JSON.stringify({
        version: 1,
        state: {
          applications: {
            t90: {
              string: entry({ passedSteps: 'eligibility', data: 'oops', tempData: [1] }),
              mixed: entry({ passedSteps: ['insured', 7, null], data: { a: 1 }, loading: true }),
              undated: { data: {}, passedSteps: [] },
              ahead: entry({ lastModifiedAt: clock + 10 * 24 * 60 * 60 * 1000 }),
            },
            notForms: 'text',
          },
          utilData: [],
          finished: {
            t90: {
              done: { applicationId: 'a', referenceNumber: 'MBA-1', finishedAt: clock - 1 },
              broken: { referenceNumber: 5, finishedAt: clock - 1 },
            },
          },
        },
      }),
    );
    const store = createApplicationStore({ storage, sensitivePaths, now: () => clock });
    await store.persist.rehydrate();
    const { applications, finished, utilData } = store.getState();
    expect(applications).toEqual({
      t90: {
        string: {
          data: {},
          tempData: {},
          passedSteps: [],
          lastPassedStep: undefined,
          loading: false,
          lastModifiedAt: clock - 1000,
        },
        mixed: {
          data: { a: 1 },
          tempData: {},
          passedSteps: ['insured'],
          lastPassedStep: 'insured',
          loading: false,
          lastModifiedAt: clock - 1000,
        },
      },
    });
    expect(finished).toEqual({
      t90: {
        done: {
          applicationId: 'a',
          referenceNumber: 'MBA-1',
          status: '',
          finishedAt: clock - 1,
        },
      },
    });
    expect(utilData).toEqual({});
  });

  it('reads what a release with another store version left, as far as it is in its shape', async () => {
    const clock = 5_000_000_000;
    for (const version of [0, 2]) {
      const storage = memoryStorage();
      storage.entries.set(
        applicationStoreName,
        JSON.stringify({
          version,
          state: {
            applications: {
              t90: { standard: { data: { a: 1 }, passedSteps: ['x'], lastModifiedAt: clock } },
            },
          },
        }),
      );
      const store = createApplicationStore({ storage, sensitivePaths, now: () => clock });
      await store.persist.rehydrate();
      expect(store.getState().entry('t90', 'standard')).toMatchObject({
        data: { a: 1 },
        passedSteps: ['x'],
      });
      expect(JSON.parse(storage.entries.get(applicationStoreName) ?? '{}').version).toBe(1);
    }
  });

  it('drops applications untouched for 30 days', async () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    const store = createApplicationStore({ storage, sensitivePaths, now: () => clock });
    store.getState().saveStep('t90', 'old', {}, []);
    clock += applicationMaxAgeMs - 1;
    store.getState().saveStep('t90', 'recent', {}, []);
    clock += 2;
    const reloaded = createApplicationStore({ storage, sensitivePaths, now: () => clock });
    await reloaded.persist.rehydrate();
    expect(Object.keys(reloaded.getState().applications.t90 ?? {})).toEqual(['recent']);
    // Gone from storage too, without waiting for the next answer saved, whether the store
    // reads storage as it is made (localStorage) or later.
    const written = JSON.parse(storage.entries.get(applicationStoreName) ?? '{}');
    expect(Object.keys(written.state.applications.t90)).toEqual(['recent']);
    clock += applicationMaxAgeMs;
    createApplicationStore({ storage, sensitivePaths, now: () => clock });
    const readAtOnce = JSON.parse(storage.entries.get(applicationStoreName) ?? '{}');
    expect(readAtOnce.state.applications).toEqual({});
  });

  it('keeps intermediate data (utilData) as it keeps answers: no sensitive field stored, 30 days, cleared when sent', async () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    const store = createApplicationStore({ storage, sensitivePaths, now: () => clock });
    store.getState().setUtilData('family', 'enrollment', { ...data, coveredAges: [40, 9] });
    store.getState().setUtilData('family', 'old', { coveredAges: [1] });
    expect(store.getState().utilData.family?.enrollment?.data).toEqual({
      ...data,
      coveredAges: [40, 9],
    });
    const written = storage.entries.get(applicationStoreName) ?? '';
    expect(written).not.toContain('234-56-7890');
    expect(written).not.toContain('4111111111111111');
    clock += applicationMaxAgeMs - 1;
    store.getState().setUtilData('family', 'enrollment', { coveredAges: [40, 9] });
    clock += 2;
    const reloaded = createApplicationStore({ storage, sensitivePaths, now: () => clock });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().utilData).toEqual({
      family: { enrollment: { data: { coveredAges: [40, 9] }, lastModifiedAt: clock - 2 } },
    });
    reloaded.getState().finish('family', 'enrollment', {
      applicationId: 'a',
      referenceNumber: 'MBA-1',
      status: 'received',
    });
    expect(reloaded.getState().utilData.family).toEqual({});
  });

  it('seeds a full application from a Quick Step, dropping its last passed step', () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths });
    store.getState().saveTempData('t90', 'quick', { coverage: { amount: 50000 } });
    store
      .getState()
      .saveStep('t90', 'quick', { insured: { firstName: 'Ann' }, lastPassedStep: 'consent' }, [
        'consent',
      ]);
    store
      .getState()
      .seedTempData({ appId: 't90', formId: 'quick' }, { appId: 't90', formId: 'standard' });
    expect(store.getState().entry('t90', 'standard')).toMatchObject({
      tempData: { insured: { firstName: 'Ann' }, coverage: { amount: 50000 } },
      passedSteps: [],
    });
    expect(store.getState().entry('t90', 'standard')?.tempData).not.toHaveProperty(
      'lastPassedStep',
    );
  });

  it('seeding starts a new application: one begun earlier on the target form gives way', () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths });
    store
      .getState()
      .saveStep('t90', 'standard', { insured: { firstName: 'Old', gender: 'M' } }, [
        'eligibility',
        'insured',
      ]);
    const earlierKey = store.getState().submissionKey('t90', 'standard');
    store.getState().saveStep('t90', 'quick', { insured: { firstName: 'New' } }, ['insured']);
    store
      .getState()
      .seedTempData({ appId: 't90', formId: 'quick' }, { appId: 't90', formId: 'standard' });
    const seeded = store.getState().entry('t90', 'standard');
    expect(seeded).toMatchObject({ data: {}, tempData: { insured: { firstName: 'New' } } });
    expect(seeded?.passedSteps).toEqual([]);
    expect(seeded?.lastPassedStep).toBeUndefined();
    expect(store.getState().submissionKey('t90', 'standard')).not.toBe(earlierKey);
  });

  it('finishing an application clears its data and temp data and records it by appId then formId', () => {
    const store = createApplicationStore({
      storage: memoryStorage(),
      sensitivePaths,
      now: () => 5,
    });
    store.getState().saveStep('t90', 'standard', data, ['insured']);
    store.getState().finish('t90', 'standard', {
      applicationId: 'a1',
      referenceNumber: 'R1',
      status: 'received',
    });
    expect(store.getState().entry('t90', 'standard')).toBeUndefined();
    expect(store.getState().finished.t90?.standard).toEqual({
      applicationId: 'a1',
      referenceNumber: 'R1',
      status: 'received',
      finishedAt: 5,
    });
  });

  it("takes a member's draft with the submission key of the device that sent it", () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths });
    const own = store.getState().submissionKey('t90', 'standard');
    store.getState().resumeDraft('t90', 'standard', {
      data,
      passedSteps: ['insured'],
      updatedAt: Date.now() + 60_000,
      idempotencyKey: 'first-device-key-0123456789',
    });
    expect(own).not.toBe('first-device-key-0123456789');
    expect(store.getState().submissionKey('t90', 'standard')).toBe('first-device-key-0123456789');
  });

  it("keeps newer answers of this browser, yet takes the draft's submission key", () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths });
    store.getState().saveStep('t90', 'standard', data, ['insured']);
    const taken = store.getState().resumeDraft('t90', 'standard', {
      data: {},
      passedSteps: [],
      updatedAt: 0,
      idempotencyKey: 'first-device-key-0123456789',
    });
    expect(taken).toBe(false);
    expect(store.getState().entry('t90', 'standard')?.data).toEqual(data);
    expect(store.getState().submissionKey('t90', 'standard')).toBe('first-device-key-0123456789');
  });

  it('forgets every application, in progress and finished, in memory and in storage', async () => {
    const storage = memoryStorage();
    const store = createApplicationStore({ storage, sensitivePaths });
    store.getState().saveStep('t90', 'standard', data, ['insured']);
    store.getState().saveStep('t90', 'quick-step', data, ['insured']);
    store.getState().finish('t90', 'quick-step', {
      applicationId: 'a1',
      referenceNumber: 'R1',
      status: 'received',
    });
    store.getState().clear();
    expect(store.getState().entry('t90', 'standard')).toBeUndefined();
    expect(store.getState().finished).toEqual({});
    const reloaded = createApplicationStore({ storage, sensitivePaths });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().applications).toEqual({});
  });
});

describe('form versions', () => {
  it('records the form version with the answers, and reads it back after a reload', async () => {
    const storage = memoryStorage();
    const formVersion = (formId: string) => (formId === 'enrollment' ? 2 : undefined);
    const store = createApplicationStore({ storage, sensitivePaths, formVersion });
    store.getState().saveStep('family', 'enrollment', { plan: { code: 'CH' } }, ['plan']);
    store.getState().saveStep('t90', 'standard', { insured: { firstName: 'Ann' } }, ['insured']);
    const reloaded = createApplicationStore({ storage, sensitivePaths, formVersion });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().entry('family', 'enrollment')?.formVersion).toBe(2);
    // A form whose version is not known records none: it reads as version 1.
    expect(reloaded.getState().entry('t90', 'standard')?.formVersion).toBeUndefined();
  });

  it("keeps a server draft's version, version 1 when it names none", () => {
    const store = createApplicationStore({ sensitivePaths, formVersion: () => 2 });
    const draft = { data: {}, passedSteps: [], updatedAt: Date.now() };
    store.getState().resumeDraft('family', 'enrollment', draft);
    expect(store.getState().entry('family', 'enrollment')?.formVersion).toBe(1);
    store.getState().resumeDraft('family', 'other', { ...draft, formVersion: 2 });
    expect(store.getState().entry('family', 'other')?.formVersion).toBe(2);
  });

  it('replaces answers with their migrated form, keeping the date of the last change', () => {
    let clock = 1_000;
    const store = createApplicationStore({ sensitivePaths, now: () => clock });
    store.getState().saveStep('family', 'enrollment', { plan: { choice: 'CH' } }, ['old', 'plan']);
    clock = 2_000;
    store.getState().migrateEntry('family', 'enrollment', {
      version: 2,
      data: { plan: { code: 'CH' } },
      tempData: {},
      passedSteps: ['plan'],
    });
    expect(store.getState().entry('family', 'enrollment')).toMatchObject({
      data: { plan: { code: 'CH' } },
      passedSteps: ['plan'],
      lastPassedStep: 'plan',
      formVersion: 2,
      lastModifiedAt: 1_000,
    });
    // No application, nothing to migrate: none is made.
    store.getState().migrateEntry('family', 'none', {
      version: 2,
      data: {},
      tempData: {},
      passedSteps: [],
    });
    expect(store.getState().entry('family', 'none')).toBeUndefined();
  });
});

describe('submission key', () => {
  it('is made once per application and kept across a reload', async () => {
    const storage = memoryStorage();
    const store = createApplicationStore({ storage, sensitivePaths });
    const key = store.getState().submissionKey('t90', 'standard');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().submissionKey('t90', 'standard')).toBe(key);
    expect(store.getState().submissionKey('t90', 'other')).not.toBe(key);
    const reloaded = createApplicationStore({ storage, sensitivePaths });
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().submissionKey('t90', 'standard')).toBe(key);
  });
});

describe('resuming a draft from the server', () => {
  const draft = { data: { insured: { firstName: 'Ann' } }, passedSteps: ['a', 'insured'] };

  it('takes the draft when this browser has nothing for the form, at its last passed step', () => {
    const store = createApplicationStore({
      storage: memoryStorage(),
      sensitivePaths,
      now: () => 9,
    });
    expect(store.getState().resumeDraft('t90', 'standard', { ...draft, updatedAt: 5 })).toBe(true);
    expect(store.getState().entry('t90', 'standard')).toMatchObject({
      data: draft.data,
      tempData: {},
      passedSteps: ['a', 'insured'],
      lastPassedStep: 'insured',
      lastModifiedAt: 5,
    });
  });

  it('takes a newer draft over an older one here, and keeps what is newer here', () => {
    let time = 10;
    const store = createApplicationStore({
      storage: memoryStorage(),
      sensitivePaths,
      now: () => time,
    });
    store.getState().saveStep('t90', 'standard', { insured: { firstName: 'Old' } }, ['a']);
    expect(store.getState().resumeDraft('t90', 'standard', { ...draft, updatedAt: 20 })).toBe(true);
    expect(store.getState().entry('t90', 'standard')?.lastPassedStep).toBe('insured');
    time = 30;
    store.getState().saveTempData('t90', 'standard', { insured: { firstName: 'Typed' } });
    expect(store.getState().resumeDraft('t90', 'standard', { ...draft, updatedAt: 25 })).toBe(
      false,
    );
    expect(store.getState().entry('t90', 'standard')?.tempData).toEqual({
      insured: { firstName: 'Typed' },
    });
  });
});
