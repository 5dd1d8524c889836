import type { PlanCodeEntry, PlanConfig } from '../catalogue';
import { certificateConfig } from '../certificates';
import type { CertificateConfig } from '../certificates';
import { certificateConfigFindings, certificateLinkFindings } from './certificate-findings';
import type { CheckContext, PlanFile } from './catalogue-input';
import type { Finding } from './finding';
import { identityFindings } from './identity-findings';
import { limitFindings } from './limit-findings';
import { linkFindings } from './link-findings';
import { planCodeFindings } from './plan-code-findings';
import { rateSheetFindings } from './rate-sheet-findings';
import { referenceFindings } from './reference-findings';
import type { CatalogueReferences } from './references';
import { schemaFindings, schemaValidators } from './schema-findings';

/** A catalogue file as read: its name for messages, its parsed JSON (or the parse error). */
export interface CatalogueFile {
  file: string;
  data: unknown;
  parseError?: string;
}

export interface CatalogueCheckInput {
  planFiles: readonly CatalogueFile[];
  planCodesFile: CatalogueFile;
  /** The certificate config (plans/certificates/data/); omitted, the shipped one is checked. */
  certificates?: CertificateConfig;
}

export interface CatalogueCheckResult {
  findings: Finding[];
  planCount: number;
  variantCount: number;
  planCodeCount: number;
}

/** Reads a file's text as JSON without throwing, so every broken file is reported at once. */
export function parseCatalogueFile(file: string, text: string): CatalogueFile {
  try {
    return { file, data: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      file,
      data: undefined,
      parseError: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Schema first, file by file; cross-references only among files that passed it, so one broken
 * file yields its own schema errors rather than a cascade elsewhere. The certificate config
 * (plans/certificates) is checked the same way, then held against the plans that name it.
 */
export function checkCatalogue(
  input: CatalogueCheckInput,
  references: CatalogueReferences,
): CatalogueCheckResult {
  const validators = schemaValidators();
  const findings: Finding[] = [];
  const plans: PlanFile[] = [];
  for (const candidate of input.planFiles) {
    const problems =
      fileFindings(candidate) ?? schemaFindings(candidate.file, candidate.data, validators.plan);
    findings.push(...problems);
    if (problems.length === 0)
      plans.push({ file: candidate.file, plan: candidate.data as PlanConfig });
  }
  const codesFile = input.planCodesFile;
  const codeProblems =
    fileFindings(codesFile) ?? schemaFindings(codesFile.file, codesFile.data, validators.planCodes);
  findings.push(...codeProblems);
  const entries =
    codeProblems.length === 0 ? (codesFile.data as { planCodes: PlanCodeEntry[] }).planCodes : [];

  const context: CheckContext = { plans, planCodes: { file: codesFile.file, entries }, references };
  // Links between plans (linksTo, landing pages) and the plan list name every plan file: held
  // against them once all pass their schema, or a broken file would also show up in the others.
  const allPlansRead = plans.length === input.planFiles.length;
  findings.push(
    ...identityFindings(context),
    ...referenceFindings(context),
    ...limitFindings(context),
    ...(allPlansRead ? linkFindings(context) : []),
    ...rateSheetFindings(context),
  );
  const certificates = input.certificates ?? certificateConfig;
  const certificateProblems = certificateConfigFindings(certificates);
  findings.push(...certificateProblems);
  if (certificateProblems.length === 0)
    findings.push(...certificateLinkFindings(context, certificates));
  if (codeProblems.length === 0 && allPlansRead) findings.push(...planCodeFindings(context));

  return {
    findings,
    planCount: plans.length,
    variantCount: plans.reduce((sum, { plan }) => sum + plan.variants.length, 0),
    planCodeCount: entries.length,
  };
}

function fileFindings(candidate: CatalogueFile): Finding[] | undefined {
  return candidate.parseError === undefined
    ? undefined
    : [{ file: candidate.file, pointer: '', message: `not valid JSON: ${candidate.parseError}` }];
}

export function catalogueSummary(result: CatalogueCheckResult): string {
  return `Plan catalogue OK: ${result.planCount} plan files, ${result.variantCount} variants, ${result.planCodeCount} plan codes.`;
}
