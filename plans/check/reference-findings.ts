import type { PlanSettings } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingsHolders } from './catalogue-input';
import type { Finding } from './finding';
import { pointerTo } from './finding';
import type { CatalogueReferences, ReferenceListName } from './references';

type ListField =
  | 'statesNotAvailable'
  | 'availableStates'
  | 'dutyStatuses'
  | 'branches'
  | 'memberStatuses'
  | 'paymentMethods';
type KeyField = 'certificates' | 'rateSheet';

const listSources: Record<ListField, { list: ReferenceListName; what: string }> = {
  statesNotAvailable: { list: 'states', what: 'state code' },
  availableStates: { list: 'states', what: 'state code' },
  dutyStatuses: { list: 'dutyStatuses', what: 'duty status code' },
  branches: { list: 'branches', what: 'branch code' },
  memberStatuses: { list: 'memberStatuses', what: 'member status code' },
  paymentMethods: { list: 'paymentMethods', what: 'payment method code' },
};

const keySources: Record<KeyField, { list: ReferenceListName; what: string }> = {
  certificates: { list: 'certificateProductIds', what: 'certificate product (plans/certificates)' },
  rateSheet: { list: 'rateSheetIds', what: 'rate sheet (plans/rates)' },
};

/** Every code and key a plan file names exists in the list that owns it. */
export function referenceFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  for (const { file, plan } of context.plans) {
    for (const { settings, pointer } of settingsHolders(plan)) {
      findings.push(...listFindings(file, pointer, settings, context.references));
      for (const field of Object.keys(keySources) as KeyField[]) {
        const key = settings[field];
        const { list, what } = keySources[field];
        if (key !== undefined && !context.references[list].includes(key)) {
          findings.push({
            file,
            pointer: `${pointer}${pointerTo(field)}`,
            message: `"${key}" is not a known ${what}`,
          });
        }
      }
    }
  }
  return findings;
}

function listFindings(
  file: string,
  pointer: string,
  settings: PlanSettings,
  references: CatalogueReferences,
): Finding[] {
  const findings: Finding[] = [];
  for (const field of Object.keys(listSources) as ListField[]) {
    const { list, what } = listSources[field];
    (settings[field] ?? []).forEach((code, index) => {
      if (!references[list].includes(code)) {
        findings.push({
          file,
          pointer: `${pointer}${pointerTo(field, index)}`,
          message: `"${code}" is not a known ${what}`,
        });
      }
    });
  }
  return findings;
}
