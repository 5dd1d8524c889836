import type { Form } from '../definition/form';
import type { FormData, FormDefinition, JsonSchema } from '../definition/types';
import { enteredSteps } from './step-order';
import { isRecord } from '../../validators';

export interface AskedAnswers {
  /** The answers to the fields the steps ask for, nothing else. */
  answers: FormData;
  /** Dotted paths of what the data holds beyond them, in the API contract's field notation. */
  unasked: string[];
}

function keepAsked(schema: JsonSchema, value: unknown, path: string[], unasked: string[]): unknown {
  if (isRecord(value) && isRecord(schema.properties)) {
    const properties = schema.properties;
    const kept: [string, unknown][] = [];
    for (const [key, child] of Object.entries(value)) {
      const sub = Object.hasOwn(properties, key) ? properties[key] : undefined;
      if (isRecord(sub)) kept.push([key, keepAsked(sub, child, [...path, key], unasked)]);
      else unasked.push([...path, key].join('.'));
    }
    return Object.fromEntries(kept);
  }
  if (Array.isArray(value) && isRecord(schema.items)) {
    const items = schema.items;
    return value.map((item: unknown, index) =>
      keepAsked(items, item, [...path, String(index)], unasked),
    );
  }
  return value;
}

/**
 * The answers `data` gives to the given steps, cut to the fields their schemas declare; what
 * is left out is listed. No section belongs to two steps, so a section goes with its step.
 */
export function answersOfSteps(
  definition: FormDefinition,
  stepIds: readonly string[],
  data: FormData,
): AskedAnswers {
  const sections: Record<string, JsonSchema> = {};
  for (const step of definition.steps) {
    if (!stepIds.includes(step.id) || !isRecord(step.schema.properties)) continue;
    Object.assign(sections, step.schema.properties);
  }
  const unasked: string[] = [];
  const answers = keepAsked({ properties: sections }, data, [], unasked) as FormData;
  return { answers, unasked };
}

/**
 * What an application sends and the server stores: the answers to the steps the answers lead
 * to. Answers left on a step no longer asked (a card after choosing a bank account, a Quick
 * Step's own sections) are not part of it.
 */
export function askedAnswers(form: Form, data: FormData): AskedAnswers {
  return answersOfSteps(form.definition, enteredSteps(form, data), data);
}
