import {
  answersOf,
  valueAt,
  type FormData,
  type FormDefinition,
  type JsonSchema,
} from '../../../engine';
import { maskSsn, type SsnCipher } from '../../auth/ssn-cipher';
import { associationTimeZone, isRecord } from '../../../validators';

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

const checkTime = new Intl.DateTimeFormat('en-US', {
  timeZone: associationTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** When the card's bank approved the card (server/api/application/payment-answers.ts). */
export const cardCheckLine = (checkedAt: Date): string =>
  `Approved by the card's bank, nothing charged (${checkTime.format(checkedAt)})`;

/**
 * The payment sections as stored: the gateway's token never shown, the last four digits are,
 * and the card's check with its bank (applications sent before cards were checked have none).
 */
function paymentLines(section: string, value: Record<string, unknown>): AnswerLine[] {
  const lines = Object.keys(paymentLabels)
    .filter((key) => text(value[key]) !== '')
    .map((key) => ({
      path: `${section}.${key}`,
      label: paymentLabels[key] ?? key,
      value: text(value[key]),
    }));
  const checkedAt = new Date(text(value.checkedAt));
  if (!Number.isNaN(checkedAt.getTime()))
    lines.push({
      path: `${section}.checkedAt`,
      label: 'Card check',
      value: cardCheckLine(checkedAt),
    });
  return lines;
}

/** A sensitive number as staff first see it: its last four digits, stored encrypted. */
function maskedLine(path: string, label: string, stored: unknown, cipher: SsnCipher): AnswerLine {
  const clear = typeof stored === 'string' ? cipher.decrypt(stored) : undefined;
  const value = maskSsn(clear) ?? (clear ? `***${clear.slice(-4)}` : '');
  return { path, label, value, masked: true };
}

/**
 * The answers as the applicant gave them and read them on the review: step by step in the form's
 * order, each with its question's label and each choice by its label ('Army', not '6'); SSNs
 * masked to their last four digits, card and bank numbers as the gateway's last four. A step that
 * asks of more than one person names whose answer each is ('Owner: First name').
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
    const asked = Object.keys(properties).filter(
      (section) => data[section] !== undefined && !seen.has(section),
    );
    for (const section of asked) seen.add(section);
    const titleOf = (section: string) => {
      const title = properties[section]?.title;
      return typeof title === 'string' ? title : section;
    };
    const named = (section: string, label: string) =>
      asked.length > 1 ? `${titleOf(section)}: ${label}` : label;
    const lines: AnswerLine[] = [];
    for (const section of asked) {
      const value = data[section];
      if ((section === 'card' || section === 'bank') && isRecord(value)) {
        for (const line of paymentLines(section, value))
          lines.push({ ...line, label: `${titleOf(section)}: ${line.label}` });
        continue;
      }
      const only = {
        ...step,
        schema: { ...step.schema, properties: { [section]: properties[section] } },
      };
      for (const answer of answersOf(only, { [section]: value })) {
        const label = named(section, answer.label);
        lines.push(
          sensitive.has(answer.path)
            ? maskedLine(
                answer.path,
                label,
                valueAt(data, `/${answer.path.split('.').join('/')}`),
                cipher,
              )
            : { path: answer.path, label, value: answer.text },
        );
      }
    }
    if (lines.length > 0) sections.push({ title: step.title, lines });
  }
  return sections;
}
