import fc from 'fast-check';
import { isRecord } from '../../validators';

type Schema = Record<string, unknown>;

/** Answers that are wrong in every way a stored or hand-edited answer can be. */
const junk = fc.constantFrom<unknown>(null, '', 'not a choice', 0, Number.NaN, [], {}, ['x'], {
  x: 1,
});

/**
 * Answers for a step schema, for property tests: often what it asks for, sometimes missing,
 * sometimes junk, with keys it does not name and lists shorter or longer than it allows.
 */
export function answersFor(schema: Schema): fc.Arbitrary<unknown> {
  const missing = fc.constant(undefined);
  if (isRecord(schema.properties)) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        answersFor(isRecord(property) ? property : {}),
      ]),
    );
    const object = fc
      .tuple(
        fc.record(properties, { requiredKeys: [] }),
        fc.option(fc.record({ notInSchema: fc.string({ maxLength: 2 }) }), { nil: undefined }),
      )
      .map(([answers, extra]) => ({ ...answers, ...extra }));
    return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: missing }, junk);
  }
  if (schema.type === 'array') {
    const item = answersFor(isRecord(schema.items) ? schema.items : {});
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 3 }) },
      { weight: 1, arbitrary: missing },
      junk,
    );
  }
  const given = Array.isArray(schema.enum)
    ? fc.constantFrom(...(schema.enum as unknown[]))
    : schema.type === 'string'
      ? fc.string({ maxLength: 4 })
      : fc.integer({ min: -5, max: 500_000 });
  return fc.oneof({ weight: 6, arbitrary: given }, { weight: 2, arbitrary: missing }, junk);
}
