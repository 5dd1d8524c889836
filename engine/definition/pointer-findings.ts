import { confirmationPathsOf, confirmingPathsOf } from '../store/sensitive-fields';
import { planKeywords } from './plan-keywords';
import type { StepsDefinition } from './types';
import { isRecord } from '../../validators';

/** Plan keyword parameters that point at another answer of the form. */
const pointerParams = ['term', 'dateOfBirth', 'tobacco', 'sex'] as const;

/** Every field of the step schemas, as the JSON pointer of its answer ('/coverage/tobacco'). */
function fieldPointers(definition: StepsDefinition): Set<string> {
  const pointers = new Set<string>();
  const walk = (schema: unknown, pointer: string) => {
    if (!isRecord(schema) || !isRecord(schema.properties)) return;
    for (const [key, property] of Object.entries(schema.properties)) {
      pointers.add(`${pointer}/${key}`);
      walk(property, `${pointer}/${key}`);
    }
  };
  for (const step of definition.steps) walk(step.schema, '');
  return pointers;
}

/**
 * A plan keyword's pointer (the term, the date of birth, the tobacco answer, the sex), a card number's
 * card type, the SSN an SSN confirms and the answer a step's confirmations were given for must name
 * a field of the form, and those confirmations must be confirmations (or answers typed again) of
 * that step: a misspelt one would quietly leave coverage unnarrowed, the premium unshown, the card
 * type or the SSN unchecked or a consent standing.
 */
export function pointerFindings(path: string, definition: StepsDefinition): string[] {
  const fields = fieldPointers(definition);
  const findings: string[] = [];
  const walk = (schema: unknown, where: string) => {
    if (!isRecord(schema)) return;
    const cardType = schema.cardOfType;
    if (typeof cardType === 'string' && !fields.has(cardType)) {
      findings.push(`${path}: ${where}/cardOfType names no field ('${cardType}')`);
    }
    const confirms = isRecord(schema.ssn) ? schema.ssn.confirms : undefined;
    if (typeof confirms === 'string' && !fields.has(confirms)) {
      findings.push(`${path}: ${where}/ssn/confirms names no field ('${confirms}')`);
    }
    for (const keyword of planKeywords) {
      const value = schema[keyword];
      if (!isRecord(value)) continue;
      for (const param of pointerParams) {
        const pointer = value[param];
        if (typeof pointer === 'string' && !fields.has(pointer)) {
          findings.push(`${path}: ${where}/${keyword}/${param} names no field ('${pointer}')`);
        }
      }
    }
    if (!isRecord(schema.properties)) return;
    for (const [key, property] of Object.entries(schema.properties)) {
      walk(property, `${where}/properties/${key}`);
    }
  };
  definition.steps.forEach((step, i) => {
    walk(step.schema, `/steps/${i}/schema`);
    const confirmations = new Set(
      [...confirmationPathsOf(step.schema), ...confirmingPathsOf(step.schema)].map(
        (fieldPath) => `/${fieldPath.join('/')}`,
      ),
    );
    (step.confirmAgainWhenChanged ?? []).forEach((entry, j) => {
      const where = `${path}: /steps/${i}/confirmAgainWhenChanged/${j}`;
      if (!fields.has(entry.answer))
        findings.push(`${where}/answer names no field ('${entry.answer}')`);
      entry.confirmations.forEach((confirmation, k) => {
        if (!confirmations.has(confirmation))
          findings.push(
            `${where}/confirmations/${k} names no confirmation of step '${step.id}' ('${confirmation}')`,
          );
      });
    });
    const own = Object.keys(isRecord(step.schema.properties) ? step.schema.properties : {});
    (step.startingAnswers ?? []).forEach((entry, j) => {
      const where = `${path}: /steps/${i}/startingAnswers/${j}`;
      if (!fields.has(entry.answer) || !own.includes(entry.answer.split('/')[1] ?? ''))
        findings.push(`${where}/answer names no field of step '${step.id}' ('${entry.answer}')`);
      // A shared step (the card) names sections some forms lack (an owner): one is enough.
      const named = entry.nameOf.filter(
        (section) => fields.has(`/${section}/firstName`) && fields.has(`/${section}/lastName`),
      );
      if (named.length === 0)
        findings.push(`${where}/nameOf names no section with a first and last name in this form`);
    });
  });
  return findings;
}
