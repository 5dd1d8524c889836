import type { ApplicationSummary } from '../machine/create-step-machine';
import type { FormData } from '../definition/types';
import type {
  ApplicationEntry,
  ByForm,
  FinishedApplication,
  IntermediateEntry,
} from './application-store';
import { isRecord } from '../../validators';

// What browser storage hands back is whatever was written there: by an older release, another
// tab, an extension or a hand in the developer tools. Read, it is taken in the shape the store
// holds or not at all, so no stored value can stop an application page from showing.

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const answers = (value: unknown): FormData => (isRecord(value) ? value : {});

/** An application in progress as stored, in the store's shape; undefined when it has no date. */
export function storedEntry(value: unknown): ApplicationEntry | undefined {
  if (!isRecord(value) || !isTime(value.lastModifiedAt)) return undefined;
  const passedSteps = Array.isArray(value.passedSteps)
    ? value.passedSteps.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    data: answers(value.data),
    tempData: answers(value.tempData),
    passedSteps,
    lastPassedStep: passedSteps[passedSteps.length - 1],
    loading: false,
    lastModifiedAt: value.lastModifiedAt,
    ...(typeof value.idempotencyKey === 'string' ? { idempotencyKey: value.idempotencyKey } : {}),
    // A version that is no whole number above 0 was not written by the store: read as version 1.
    ...(Number.isInteger(value.formVersion) && (value.formVersion as number) >= 1
      ? { formVersion: value.formVersion as number }
      : {}),
  };
}

/** An application's intermediate data as stored; undefined when it has no date. */
export function storedIntermediate(value: unknown): IntermediateEntry | undefined {
  if (!isRecord(value) || !isTime(value.lastModifiedAt)) return undefined;
  return { data: answers(value.data), lastModifiedAt: value.lastModifiedAt };
}

/** A finished application as stored; undefined unless it has its reference and date. */
/** A confirmation's summary as stored, when it still has the shape the server gave it. */
function storedSummary(value: unknown): ApplicationSummary | undefined {
  if (!isRecord(value) || typeof value.plan !== 'string' || !Array.isArray(value.nextSteps))
    return undefined;
  const { plan, coverage, premium, nextSteps } = value;
  return {
    plan,
    ...(typeof coverage === 'string' ? { coverage } : {}),
    ...(typeof premium === 'string' ? { premium } : {}),
    nextSteps: nextSteps.filter((line): line is string => typeof line === 'string'),
  };
}

export function storedFinished(value: unknown): FinishedApplication | undefined {
  if (!isRecord(value) || !isTime(value.finishedAt)) return undefined;
  const { applicationId, referenceNumber, status, continueWith, downloadKey } = value;
  const summary = storedSummary(value.summary);
  if (typeof applicationId !== 'string' || typeof referenceNumber !== 'string') return undefined;
  return {
    applicationId,
    referenceNumber,
    status: typeof status === 'string' ? status : '',
    finishedAt: value.finishedAt,
    ...(typeof continueWith === 'string' ? { continueWith } : {}),
    ...(typeof downloadKey === 'string' ? { downloadKey } : {}),
    ...(summary ? { summary } : {}),
  };
}

/**
 * Stored values by appId then formId, each read by `read` and kept when `keep` says so (within
 * 30 days, say): anything else stored is left out.
 */
export function storedByForm<T>(
  value: unknown,
  read: (stored: unknown) => T | undefined,
  keep: (entry: T) => boolean,
): ByForm<T> {
  const out: ByForm<T> = {};
  if (!isRecord(value)) return out;
  for (const [appId, forms] of Object.entries(value)) {
    if (!isRecord(forms)) continue;
    const kept: { [formId: string]: T } = {};
    for (const [formId, stored] of Object.entries(forms)) {
      const entry = read(stored);
      if (entry !== undefined && keep(entry)) kept[formId] = entry;
    }
    if (Object.keys(kept).length > 0) out[appId] = kept;
  }
  return out;
}
