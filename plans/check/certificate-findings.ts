import { resolveVariant } from '../catalogue';
import {
  certificateConfigProblems,
  certificateProductFor,
  documentsFilePath,
  productFilePath,
} from '../certificates';
import type { CertificateConfig } from '../certificates';
import type { CheckContext } from './catalogue-input';
import { settingPointer } from './catalogue-input';
import type { Finding } from './finding';
import { schemaFindings, schemaValidators } from './schema-findings';

/**
 * The certificate config: every file against certificates.schema.json, then, when all pass,
 * the cross-references the schema cannot express (plans/certificates/config-problems.ts).
 */
export function certificateConfigFindings(config: CertificateConfig): Finding[] {
  const validators = schemaValidators();
  const schemaProblems = [
    ...schemaFindings(documentsFilePath, config.documents, validators.certificateDocuments),
    ...config.products.flatMap((product) =>
      schemaFindings(productFilePath(product.id), product, validators.certificateProduct),
    ),
  ];
  return schemaProblems.length > 0 ? schemaProblems : certificateConfigProblems(config);
}

/**
 * A variant's certificates are the ones its application type finds: the certificates page is
 * reached by application type (/certificates/{appId}/), the catalogue names the product.
 */
export function certificateLinkFindings(
  context: CheckContext,
  config: CertificateConfig,
): Finding[] {
  const findings: Finding[] = [];
  for (const { file, plan } of context.plans) {
    plan.variants.forEach((variant, index) => {
      const { certificates, applicationType } = resolveVariant(plan, variant);
      if (certificates === undefined || applicationType === undefined) return;
      // An unknown product is the reference check's finding; one finding per mistake.
      if (!config.products.some((product) => product.id === certificates)) return;
      const found = certificateProductFor(applicationType, config)?.id;
      if (found !== certificates) {
        findings.push({
          file,
          pointer: settingPointer(plan, index, 'certificates'),
          message: `certificates "${certificates}" of variant "${variant.id}" differ from "${found ?? 'none'}", the product of application type "${applicationType}"`,
        });
      }
    });
  }
  return findings;
}
