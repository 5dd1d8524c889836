import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { FormData } from '../definition/types';
import type { ApplicationSummary } from '../machine/create-step-machine';
import { withSeed } from './quick-step-continuation';
import { withoutSensitive } from './sensitive-fields';
import { storedByForm, storedEntry, storedFinished, storedIntermediate } from './stored-entries';
import { applicationStoreName, applicationStoreVersion } from './store-name';

/** One application in progress, keyed by appId then formId. */
export interface ApplicationEntry {
  /** Answers of the passed steps. */
  data: FormData;
  /** Answers seeded from another form or typed on a step not passed yet. */
  tempData: FormData;
  passedSteps: string[];
  lastPassedStep?: string;
  loading: boolean;
  lastModifiedAt: number;
  /** One key per application, kept across retries and reloads: the server submits it once. */
  idempotencyKey?: string;
  /** The form version the answers were saved under (none: version 1, saved before versions). */
  formVersion?: number;
}

/** An application's intermediate data (its definition's `intermediateData`), dated. */
export interface IntermediateEntry {
  data: FormData;
  lastModifiedAt: number;
}

export interface FinishedApplication {
  applicationId: string;
  referenceNumber: string;
  status: string;
  finishedAt: number;
  /** The full application a Quick Step continues with (member or spouse), seeded when it was sent. */
  continueWith?: string;
  /** The key that downloads the applicant's PDF copy, kept for the confirmation shown again. */
  downloadKey?: string;
  /** The plan, coverage, premium and next steps the confirmation shows. */
  summary?: ApplicationSummary;
}

export type ByForm<T> = { [appId: string]: { [formId: string]: T } };

export interface ApplicationState {
  applications: ByForm<ApplicationEntry>;
  /**
   * Intermediate data some applications keep (`intermediateData`), kept as `data` is: sensitive
   * fields never written to storage, dropped after 30 days, cleared when the application is sent.
   */
  utilData: ByForm<IntermediateEntry>;
  finished: ByForm<FinishedApplication>;
  entry(appId: string, formId: string): ApplicationEntry | undefined;
  saveStep(appId: string, formId: string, data: FormData, passedSteps: string[]): void;
  saveTempData(appId: string, formId: string, tempData: FormData): void;
  setLoading(appId: string, formId: string, loading: boolean): void;
  setUtilData(appId: string, formId: string, data: FormData): void;
  /**
   * Seeds a form's temp data from another form's stored data (a Quick Step's full application),
   * with `seed`'s answers written over them: the form starts a new application from them.
   */
  seedTempData(from: FormKey, to: FormKey, seed?: FormData, leaveOut?: string[][]): void;
  /**
   * Takes a member's draft saved on the server (from another device) when this browser holds
   * nothing newer for the form; answers whether it did.
   */
  resumeDraft(appId: string, formId: string, draft: ServerDraft): boolean;
  /**
   * Replaces an application's answers with the same answers brought to a later form version
   * (migrateSavedAnswers): not a change by the applicant, so its date stays.
   */
  migrateEntry(appId: string, formId: string, migrated: MigratedEntry): void;
  /** The application's submission key, made on first use. */
  submissionKey(appId: string, formId: string): string;
  /** Records a submitted application and clears its stored data and temp data. */
  finish(appId: string, formId: string, result: Omit<FinishedApplication, 'finishedAt'>): void;
  /** Forgets every application, in progress or finished (a logout resets all user data). */
  clear(): void;
}

/** A draft as the server keeps it: the passed steps' answers, sensitive fields left out. */
export interface ServerDraft {
  data: FormData;
  passedSteps: string[];
  /** When the server saved the last passed step (ms since the epoch). */
  updatedAt: number;
  /** The application's submission key, from the device that sent its steps. */
  idempotencyKey?: string;
  /** The form version the draft was saved under (none: version 1, saved before versions). */
  formVersion?: number;
}

/** An application's answers brought to a form version. */
export interface MigratedEntry {
  version: number;
  data: FormData;
  tempData: FormData;
  passedSteps: string[];
}

export interface FormKey {
  appId: string;
  formId: string;
}

export { applicationStoreName, applicationStoreVersion } from './store-name';
/** Spec §4: persisted applications expire after 30 days. */
export const applicationMaxAgeMs = 30 * 24 * 60 * 60 * 1000;
/** How far ahead of the clock a stored date may be and still count (a clock set back a little). */
const clockSlackMs = 24 * 60 * 60 * 1000;

export interface ApplicationStoreOptions {
  /** Browser storage (localStorage by default); tests pass an in-memory one. */
  storage?: StateStorage;
  /** Sensitive field paths of a form: never written to storage. */
  sensitivePaths(formId: string): string[][];
  /** A form's version, recorded with the answers written for it (none known: not recorded). */
  formVersion?(formId: string): number | undefined;
  now?: () => number;
}

type Persisted = Pick<ApplicationState, 'applications' | 'utilData' | 'finished'>;

const emptyEntry = (now: number): ApplicationEntry => ({
  data: {},
  tempData: {},
  passedSteps: [],
  loading: false,
  lastModifiedAt: now,
});

/** Temp data fields that belong to the form they came from, not to a seeded one. */
const formOwnKeys = ['lastPassedStep'];

/**
 * The application store (zustand with persist): version 1, entries older than 30 days dropped
 * on load, sensitive fields kept in memory only and asked again after a reload.
 */
export function createApplicationStore(options: ApplicationStoreOptions) {
  const now = options.now ?? Date.now;
  const versionOf = (formId: string) => {
    const formVersion = options.formVersion?.(formId);
    return formVersion === undefined ? {} : { formVersion };
  };
  /** Entries by form as written to storage: `write` leaves out the form's sensitive fields. */
  const storable = <T>(byForm: ByForm<T>, write: (entry: T, paths: string[][]) => T): ByForm<T> =>
    Object.fromEntries(
      Object.entries(byForm).map(([appId, forms]) => [
        appId,
        Object.fromEntries(
          Object.entries(forms).map(([formId, entry]) => [
            formId,
            write(entry, options.sensitivePaths(formId)),
          ]),
        ),
      ]),
    );
  const store = createStore<ApplicationState>()(
    persist(
      (set, get) => {
        const update = (
          appId: string,
          formId: string,
          change: (entry: ApplicationEntry) => Partial<ApplicationEntry>,
        ) =>
          set((state) => {
            const current = state.applications[appId]?.[formId] ?? emptyEntry(now());
            const next = {
              ...current,
              ...change(current),
              lastModifiedAt: now(),
              ...versionOf(formId),
            };
            return {
              applications: {
                ...state.applications,
                [appId]: { ...state.applications[appId], [formId]: next },
              },
            };
          });
        return {
          applications: {},
          utilData: {},
          finished: {},
          entry: (appId, formId) => get().applications[appId]?.[formId],
          saveStep: (appId, formId, data, passedSteps) =>
            update(appId, formId, () => ({
              data,
              passedSteps,
              lastPassedStep: passedSteps[passedSteps.length - 1],
            })),
          saveTempData: (appId, formId, tempData) => update(appId, formId, () => ({ tempData })),
          setLoading: (appId, formId, loading) => update(appId, formId, () => ({ loading })),
          setUtilData: (appId, formId, data) =>
            set((state) => ({
              utilData: {
                ...state.utilData,
                [appId]: { ...state.utilData[appId], [formId]: { data, lastModifiedAt: now() } },
              },
            })),
          seedTempData: (from, to, seed = {}, leaveOut = []) => {
            const source = get().applications[from.appId]?.[from.formId];
            if (!source) return;
            const seeded = Object.fromEntries(
              Object.entries(
                withoutSensitive({ ...source.tempData, ...source.data }, leaveOut),
              ).filter(([key]) => !formOwnKeys.includes(key)),
            );
            // A new application: one begun earlier on the target form (another person's answers,
            // perhaps, and its submission key) gives way to what was just typed.
            set((state) => ({
              applications: {
                ...state.applications,
                [to.appId]: {
                  ...state.applications[to.appId],
                  [to.formId]: {
                    ...emptyEntry(now()),
                    tempData: withSeed(seeded, seed),
                    ...versionOf(to.formId),
                  },
                },
              },
            }));
          },
          resumeDraft: (appId, formId, draft) => {
            // Typing on a step not passed yet also counts: it never reached the server.
            const local = get().applications[appId]?.[formId];
            if (local && local.lastModifiedAt >= draft.updatedAt) {
              // Newer here, yet the same application: it is submitted under the draft's key.
              if (draft.idempotencyKey && draft.idempotencyKey !== local.idempotencyKey)
                set((state) => ({
                  applications: {
                    ...state.applications,
                    [appId]: {
                      ...state.applications[appId],
                      [formId]: { ...local, idempotencyKey: draft.idempotencyKey },
                    },
                  },
                }));
              return false;
            }
            set((state) => ({
              applications: {
                ...state.applications,
                [appId]: {
                  ...state.applications[appId],
                  [formId]: {
                    ...emptyEntry(draft.updatedAt),
                    // The key the other device submits with: the application goes once.
                    idempotencyKey: draft.idempotencyKey ?? local?.idempotencyKey,
                    data: draft.data,
                    passedSteps: draft.passedSteps,
                    lastPassedStep: draft.passedSteps[draft.passedSteps.length - 1],
                    // Brought to today's form when the wizard opens (migrateSavedAnswers).
                    formVersion: draft.formVersion ?? 1,
                  },
                },
              },
            }));
            return true;
          },
          migrateEntry: (appId, formId, migrated) =>
            set((state) => {
              const current = state.applications[appId]?.[formId];
              if (!current) return {};
              const next: ApplicationEntry = {
                ...current,
                data: migrated.data,
                tempData: migrated.tempData,
                passedSteps: migrated.passedSteps,
                lastPassedStep: migrated.passedSteps[migrated.passedSteps.length - 1],
                formVersion: migrated.version,
              };
              return {
                applications: {
                  ...state.applications,
                  [appId]: { ...state.applications[appId], [formId]: next },
                },
              };
            }),
          submissionKey: (appId, formId) => {
            const known = get().applications[appId]?.[formId]?.idempotencyKey;
            if (known) return known;
            const idempotencyKey = crypto.randomUUID();
            update(appId, formId, () => ({ idempotencyKey }));
            return idempotencyKey;
          },
          clear: () => set({ applications: {}, utilData: {}, finished: {} }),
          finish: (appId, formId, result) =>
            set((state) => {
              const forms = { ...state.applications[appId] };
              delete forms[formId];
              const util = { ...state.utilData[appId] };
              delete util[formId];
              return {
                applications: { ...state.applications, [appId]: forms },
                utilData: { ...state.utilData, [appId]: util },
                finished: {
                  ...state.finished,
                  [appId]: { ...state.finished[appId], [formId]: { ...result, finishedAt: now() } },
                },
              };
            }),
        };
      },
      {
        name: applicationStoreName,
        version: applicationStoreVersion,
        ...(options.storage
          ? { storage: createJSONStorage<Persisted>(() => options.storage as StateStorage) }
          : {}),
        partialize: (state): Persisted => ({
          applications: storable(state.applications, (entry, paths) => ({
            ...entry,
            loading: false,
            data: withoutSensitive(entry.data, paths),
            tempData: withoutSensitive(entry.tempData, paths),
          })),
          utilData: storable(state.utilData, (entry, paths) => ({
            ...entry,
            data: withoutSensitive(entry.data, paths),
          })),
          finished: state.finished,
        }),
        // Stored by a release with another version: read like any stored value, in the
        // store's shape as far as it goes (merge below), rather than thrown away.
        migrate: (persisted) => persisted as Persisted,
        merge: (persisted, current) => {
          const saved = (persisted ?? {}) as Partial<Record<keyof Persisted, unknown>>;
          const cutoff = now() - applicationMaxAgeMs;
          // A date ahead of the clock (set wrong when it was written) would never expire.
          const latest = now() + clockSlackMs;
          const fresh = (time: number) => time >= cutoff && time <= latest;
          return {
            ...current,
            applications: storedByForm(saved.applications, storedEntry, (entry) =>
              fresh(entry.lastModifiedAt),
            ),
            utilData: storedByForm(saved.utilData, storedIntermediate, (entry) =>
              fresh(entry.lastModifiedAt),
            ),
            finished: storedByForm(saved.finished, storedFinished, (done) =>
              fresh(done.finishedAt),
            ),
          };
        },
      },
    ),
  );
  // What was read is written back at once: an application older than 30 days (its answers
  // include health questions) leaves storage when the page loads, not when the next is saved.
  // Storage read at once (localStorage) is read by now; a later rehydrate is heard. With no
  // storage at all (a prerender in Node) zustand leaves the persist api out.
  const persisted = (store as Partial<typeof store>).persist;
  persisted?.onFinishHydration(() => store.setState({}));
  if (persisted?.hasHydrated()) store.setState({});
  return store;
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
