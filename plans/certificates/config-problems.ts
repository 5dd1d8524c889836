import { isStateCode } from '../../validators';
import { documentsFilePath, productFilePath } from './config';
import { certificateProductIds } from './product-ids';
import type { CertificateConfig, CertificateProduct } from './types';

/** One thing wrong in the certificate config, named by file and JSON pointer. */
export interface CertificateConfigProblem {
  file: string;
  pointer: string;
  message: string;
}

type Report = (file: string, pointer: string, message: string) => void;

function checkDocuments(config: CertificateConfig, report: Report): void {
  const { documents } = config.documents;
  for (const [key, entry] of Object.entries(documents)) {
    const expected = `/documents/certificates/${key}.pdf`;
    if (entry.link !== expected) {
      report(documentsFilePath, `/documents/${key}/link`, `link must be '${expected}'`);
    }
    if (entry.state !== undefined && !isStateCode(entry.state)) {
      report(
        documentsFilePath,
        `/documents/${key}/state`,
        `state '${entry.state}' is not in the state list`,
      );
    }
  }
}

function checkList(
  config: CertificateConfig,
  keys: string[],
  entryStates: string[] | undefined,
  at: (index: number) => string,
  file: string,
  report: Report,
): void {
  const { documents } = config.documents;
  let ridersStarted = false;
  keys.forEach((key, index) => {
    const doc = documents[key];
    if (!doc) {
      report(file, at(index), `certificate key '${key}' is not in ${documentsFilePath}`);
      return;
    }
    if (doc.kind === 'rider') ridersStarted = true;
    else if (ridersStarted)
      report(file, at(index), `certificate '${key}' must come before the riders`);
    // A national list has no states, so a state-specific document never belongs there.
    const inItsState = entryStates !== undefined && entryStates.every((s) => s === doc.state);
    if (doc.state !== undefined && !inItsState) {
      report(file, at(index), `'${key}' is filed for ${doc.state} only`);
    }
  });
  if (!keys.some((key) => documents[key]?.kind === 'certificate')) {
    report(file, at(0), 'a set needs at least one certificate');
  }
}

function checkProduct(
  config: CertificateConfig,
  product: CertificateProduct,
  used: Set<string>,
  report: Report,
): void {
  const file = productFilePath(product.id);
  for (const [setKey, set] of Object.entries(product.sets)) {
    if (!set) continue;
    const base = `/sets/${setKey}`;
    checkList(config, set.national, undefined, (i) => `${base}/national/${i}`, file, report);
    set.national.forEach((k) => used.add(k));
    const seen = new Set<string>();
    set.states.forEach((entry, e) => {
      entry.states.forEach((state, s) => {
        if (seen.has(state))
          report(file, `${base}/states/${e}/states/${s}`, `state '${state}' is in two entries`);
        seen.add(state);
        if (!isStateCode(state)) {
          report(
            file,
            `${base}/states/${e}/states/${s}`,
            `state '${state}' is not in the state list`,
          );
        }
      });
      checkList(
        config,
        entry.certificates,
        entry.states,
        (i) => `${base}/states/${e}/certificates/${i}`,
        file,
        report,
      );
      entry.certificates.forEach((k) => used.add(k));
    });
  }
}

/**
 * Cross-reference checks the JSON Schema cannot express: every key resolves, links match
 * keys, state-specific documents stay in their state's entries, no state is listed twice
 * in a set, certificates come before riders, every product exists once and every document
 * is used. An empty list means the config is sound.
 */
export function certificateConfigProblems(config: CertificateConfig): CertificateConfigProblem[] {
  const problems: CertificateConfigProblem[] = [];
  const report: Report = (file, pointer, message) => problems.push({ file, pointer, message });
  checkDocuments(config, report);
  const used = new Set<string>();
  const appIds = new Set<string>();
  for (const product of config.products) {
    checkProduct(config, product, used, report);
    product.appIds.forEach((appId, i) => {
      if (appIds.has(appId))
        report(productFilePath(product.id), `/appIds/${i}`, `appId '${appId}' is used twice`);
      appIds.add(appId);
    });
  }
  for (const id of certificateProductIds) {
    const count = config.products.filter((p) => p.id === id).length;
    if (count !== 1)
      report(productFilePath(id), '', `product '${id}' must be configured once (found ${count})`);
  }
  for (const key of Object.keys(config.documents.documents)) {
    if (!used.has(key))
      report(documentsFilePath, `/documents/${key}`, `document '${key}' is in no set`);
  }
  return problems;
}

/** One readable line per problem: "file#/pointer: message". */
export function formatCertificateConfigProblem(problem: CertificateConfigProblem): string {
  return `${problem.file}#${problem.pointer}: ${problem.message}`;
}
