import { describe, expect, it } from 'vitest';
import { contactDetails, mailingAddress } from '../validators';
import { formDefinitions } from './catalogue';

/** Every text of help a form's ui schemas show (hints and folded help), with where it is. */
function helpTexts(node: unknown, at: string, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, index) => helpTexts(item, `${at}/${index}`, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:help' && typeof value === 'string') found.push([`${at}/${key}`, value]);
      else if (key === 'ui:disclosure')
        for (const text of JSON.stringify(value).match(/"[^"]*"/g) ?? [])
          found.push([`${at}/${key}`, text]);
      else helpTexts(value, `${at}/${key}`, found);
    }
  }
  return found;
}

const texts = formDefinitions.flatMap((definition) =>
  definition.steps.flatMap((step) => helpTexts(step.uiSchema, `${definition.formId}/${step.id}`)),
);

describe("forms' help says what the association's contact details say", () => {
  it('has folded help where applicants hesitate', () => {
    const where = texts.filter(([at]) => at.endsWith('ui:disclosure')).map(([at]) => at);
    for (const field of ['insuredIsOwner', 'beneficiaries/ui', 'routingNumber', 'method/ui'])
      expect(where.some((at) => at.includes(field.replace('/ui', '/ui:')))).toBe(true);
  });

  it('gives the mailing address and phone numbers of validators/lists/contactDetails only', () => {
    const phones = Object.values(contactDetails).map((details) => details.phone);
    for (const [at, text] of texts) {
      if (/PO Box/.test(text)) expect(text, at).toContain(mailingAddress.join(', '));
      for (const phone of text.match(/\b\d{3}-\d{3}-\d{4}\b/g) ?? [])
        expect(phones, `${at}: ${phone}`).toContain(phone);
    }
  });
});
