import type { FieldPathId, Registry, RJSFSchema } from '@rjsf/utils';

// Stand-ins for the parts of @rjsf/core's default registry the engine leaves out (./fields.ts,
// ./templates.ts, ./widgets.ts): rjsf must never skip a schema it cannot show without a word.

const reason = (name: string) =>
  `rjsf's ${name} is left out of the form engine (engine/renderer/registry); ` +
  '`npm run check:catalogue` refuses a schema that needs it';

/** What rjsf hands both a field (its fieldPathId) and a widget (its id). */
interface ShownProps {
  schema: RJSFSchema;
  registry: Registry;
  fieldPathId?: FieldPathId;
  id?: string;
}

/** A field or widget left out: shows rjsf's "unsupported field" note with the schema. */
export function leftOut(name: string) {
  return function LeftOut({ schema, registry, fieldPathId, id = '' }: ShownProps) {
    const { UnsupportedFieldTemplate } = registry.templates;
    return (
      <UnsupportedFieldTemplate
        schema={schema}
        fieldPathId={fieldPathId ?? { $id: id, path: [] }}
        reason={reason(name)}
        registry={registry}
      />
    );
  };
}

/**
 * A template left out: reached only through a left-out field or an option no definition may
 * use, so it fails the render, naming itself (templates get no common props to show a note).
 */
export function leftOutTemplate(name: string) {
  return function LeftOutTemplate(): never {
    throw new Error(reason(name));
  };
}
