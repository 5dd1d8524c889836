// Figures for the domain core: rules, quotes, certificate choice, specimen PDFs.
import { allDocumentLinks, certificatesFor, quote, specimenPdf } from '../../plans';
import {
  validateBeneficiaryShares,
  validateBeneficiaryText,
  validateDate,
  validateSsn,
} from '../../validators';
import { measure, printMeasurements } from './measure';

const beneficiaries = {
  primary: [
    { name: 'Jordan A. Rivera', relationship: 'Spouse', sharePercent: 60 },
    { name: 'Casey Rivera', relationship: 'Child', sharePercent: 40 },
  ],
  contingent: [{ name: 'Morgan Lee', relationship: 'Sibling', sharePercent: 100 }],
};

export async function benchDomainCore(): Promise<void> {
  const firstLink = allDocumentLinks()[0] ?? '';
  printMeasurements('Domain core (validators/, plans/)', [
    await measure('validateSsn (valid)', () => validateSsn('212-67-1234'), 50_000),
    await measure('validateDate (valid)', () => validateDate('02/29/2024'), 50_000),
    await measure(
      'beneficiary shares + 240-character text',
      () => [
        validateBeneficiaryShares(beneficiaries.primary),
        validateBeneficiaryText(beneficiaries),
      ],
      50_000,
    ),
    await measure(
      'quote Level Term 10/20',
      () =>
        quote({
          rateSheet: 'level-term-10-20',
          tier: 'standard',
          sex: 'M',
          term: 10,
          age: 36,
          coverage: 150_000,
        }),
      50_000,
    ),
    await measure(
      'certificatesFor term-90-plus TX',
      () => certificatesFor({ product: 'term-90-plus', state: 'TX' }),
      50_000,
    ),
    await measure('specimenPdf (cached)', () => specimenPdf(firstLink), 2_000),
  ]);
}
