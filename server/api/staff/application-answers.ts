import type { FormData, FormDefinition, JsonSchema } from '../../../engine';
import { maskSsn, type SsnCipher } from '../../auth/ssn-cipher';
import { isRecord } from '../../../validators';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** One answer as staff see it: the question's label, the answer (masked when sensitive). */
export interface AnswerLine {
  path: string;
  label: string;
  value: string;
  /** A sensitive number shown by its last four digits: its full value needs a reason. */
  masked?: boolean;
}

export interface AnswerSection {
  title: string;
  lines: AnswerLine[];
}

/** What the list shows of an application's answers: who, where, how to reach them. */
export function applicantOf(data: Record<string, unknown>) {
  const insured = isRecord(data.insured) ? data.insured : {};
  const mailing = isRecord(data.mailing) ? data.mailing : {};
  const contact = isRecord(data.contact) ? data.contact : {};
  return {
    name: [text(insured.firstName), text(insured.lastName)].filter(Boolean).join(' '),
    state: text(mailing.state),
    email: text(contact.email),
  };
}

/** A choice's title where the schema gives one ('M' reads 'Male'), else the answer itself. */
function shown(schema: JsonSchema, value: unknown): string {
  const options = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [];
  const option = options.find((candidate) => candidate.const === value);
  if (option && typeof option.title === 'string') return option.title;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text(value);
}

const paymentLabels: Record<string, string> = {
  brand: 'Card network',
  last4: 'Number ending in',
  expiry: 'Expiry',
  accountType: 'Account type',
  bankName: 'Bank',
  routingNumber: 'Routing number',
  nameOnCard: 'Name on card',
  holder: 'Holder',
};

/** The payment sections as stored: the gateway's token never shown, the last four digits are. */
function paymentLines(section: string, value: Record<string, unknown>): AnswerLine[] {
  return Object.entries(value)
    .filter(([key]) => key !== 'token' && key in paymentLabels)
    .map(([key, field]) => ({
      path: `${section}.${key}`,
      label: paymentLabels[key] ?? key,
      value: text(field),
    }));
}

function linesOf(
  schema: JsonSchema,
  value: unknown,
  path: string[],
  label: string,
  sensitive: ReadonlySet<string>,
  cipher: SsnCipher,
): AnswerLine[] {
  const dotted = path.join('.');
  if (sensitive.has(dotted)) {
    const clear = typeof value === 'string' ? cipher.decrypt(value) : undefined;
    const masked = maskSsn(clear) ?? (clear ? `***${clear.slice(-4)}` : '');
    return [{ path: dotted, label, value: masked, masked: true }];
  }
  if (Array.isArray(value)) {
    const items = isRecord(schema.items) ? (schema.items as JsonSchema) : {};
    return value.flatMap((item, index) =>
      linesOf(items, item, [...path, String(index)], `${label} ${index + 1}`, sensitive, cipher),
    );
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties)
      ? (schema.properties as Record<string, JsonSchema>)
      : {};
    return Object.entries(value).flatMap(([key, inner]) => {
      const child = properties[key] ?? {};
      const title = typeof child.title === 'string' ? child.title : key;
      return linesOf(child, inner, [...path, key], `${label}: ${title}`, sensitive, cipher);
    });
  }
  return [{ path: dotted, label, value: shown(schema, value) }];
}

/**
 * The answers as the applicant gave them, step by step with the form's own labels; SSNs masked
 * to their last four digits, card and bank numbers as the gateway's last four.
 */
export function answerSections(
  definition: FormDefinition,
  data: FormData,
  sensitivePaths: readonly string[][],
  cipher: SsnCipher,
): AnswerSection[] {
  const sensitive = new Set(sensitivePaths.map((path) => path.join('.')));
  const seen = new Set<string>();
  const sections: AnswerSection[] = [];
  for (const step of definition.steps) {
    const properties = isRecord(step.schema.properties)
      ? (step.schema.properties as Record<string, JsonSchema>)
      : {};
    const lines: AnswerLine[] = [];
    for (const [section, schema] of Object.entries(properties)) {
      const value = data[section];
      if (value === undefined || seen.has(section)) continue;
      seen.add(section);
      const title = typeof schema.title === 'string' ? schema.title : section;
      lines.push(
        ...((section === 'card' || section === 'bank') && isRecord(value)
          ? paymentLines(section, value).map((line) => ({
              ...line,
              label: `${title}: ${line.label}`,
            }))
          : linesOf(schema, value, [section], title, sensitive, cipher)),
      );
    }
    if (lines.length > 0) sections.push({ title: step.title, lines });
  }
  return sections;
}
