import type { PlanCodeEntry, PlanConfig, PlanSettings } from '../catalogue';
import { pointerTo } from './finding';
import type { CatalogueReferences } from './references';

/** A plan file that passed the schema, with the name it was read from. */
export interface PlanFile {
  file: string;
  plan: PlanConfig;
}

export interface PlanCodesFile {
  file: string;
  entries: readonly PlanCodeEntry[];
}

/** What every cross-reference check reads. */
export interface CheckContext {
  plans: readonly PlanFile[];
  planCodes: PlanCodesFile;
  references: CatalogueReferences;
}

/** The plan and each of its variants, as places where settings are written. */
export interface SettingsHolder {
  settings: PlanSettings;
  pointer: string;
}

export function settingsHolders(plan: PlanConfig): SettingsHolder[] {
  return [
    { settings: plan, pointer: '' },
    ...plan.variants.map((variant, index) => ({
      settings: variant,
      pointer: pointerTo('variants', index),
    })),
  ];
}

/** Where a variant's effective setting is written: on the variant, or inherited from the plan. */
export function settingPointer(
  plan: PlanConfig,
  variantIndex: number,
  key: keyof PlanSettings,
): string {
  const variant = plan.variants[variantIndex];
  return variant?.[key] !== undefined ? pointerTo('variants', variantIndex, key) : pointerTo(key);
}
