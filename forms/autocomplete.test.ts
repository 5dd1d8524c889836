// WCAG 1.3.5 (identify input purpose): the applicant's own name, address and card name carry
// their autocomplete tokens, so a phone fills them in; other people's (owner, sponsor,
// beneficiaries) carry none of the applicant's.
import { describe, expect, it } from 'vitest';
import { formDefinitions } from '.';

const applicantTokens: Record<string, string> = {
  'insured.firstName': 'given-name',
  'insured.middleInitial': 'additional-name',
  'insured.lastName': 'family-name',
  'mailing.street': 'address-line1',
  'mailing.address2': 'address-line2',
  'mailing.city': 'address-level2',
  'card.nameOnCard': 'cc-name',
};

type Node = Record<string, unknown> | undefined;

function at(node: Node, path: string): Node {
  return path.split('.').reduce<Node>((current, key) => {
    const next = current?.[key] ?? (current?.properties as Node)?.[key];
    return next as Node;
  }, node);
}

describe.each(formDefinitions.map((d) => [d.formId, d] as const))('%s', (_formId, definition) => {
  it("gives the applicant's name, address and card name their autocomplete tokens", () => {
    let asked = 0;
    for (const step of definition.steps)
      for (const [path, token] of Object.entries(applicantTokens)) {
        if (!at(step.schema as Node, path)) continue;
        asked += 1;
        expect(at(step.uiSchema as Node, path)?.['ui:autocomplete'], `${step.id}: ${path}`).toBe(
          token,
        );
      }
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
