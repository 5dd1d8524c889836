import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { errorId, toFieldPathId } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { fieldPathOfId } from '../page/field-ids';
import { wizardContextOf } from '../page/form-context';
import { isRecord } from '../../../validators';

/**
 * A list of people (`"ui:field": "people"`: the family members a plan covers), each entry the
 * list's `items` object shown by rjsf's own SchemaField with the engine's widgets, titled
 * 'Family member 1', with a Remove button; an Add button while the list holds fewer than its
 * maxItems. Loaded only by the forms that ask for one (./index.ts).
 */
export default function PeopleField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry } = props;
  const { SchemaField } = registry.fields;
  const entries: unknown[] = Array.isArray(formData) ? formData : [];
  const items = (isRecord(schema.items) ? schema.items : {}) as RJSFSchema;
  const itemUi = (isRecord(uiSchema?.items) ? uiSchema.items : {}) as UiSchema;
  const entryTitle = typeof items.title === 'string' ? items.title : 'Person';
  const most = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  const firstKey = Object.keys(isRecord(items.properties) ? items.properties : {})[0] ?? '';
  const id = fieldPathId.$id;
  const listError = errorSchema?.__errors?.[0];
  // A keyboard user goes on where the list changed: into the entry just added, or to the Add
  // button once an entry is removed (its Remove button is gone).
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target) document.getElementById(target)?.focus();
  });
  const add = () => {
    focusNext.current = `${id}_${entries.length}_${firstKey}`;
    props.onChange([...entries, {}], fieldPathId.path);
  };
  const remove = (row: number) => {
    focusNext.current = `${id}_add`;
    props.onChange(
      entries.filter((_, i) => i !== row),
      fieldPathId.path,
    );
    wizardContextOf(registry.formContext)?.removedEntry?.(fieldPathOfId(id), row);
  };
  if (!SchemaField) return null;
  return (
    <fieldset
      className={`people${listError ? ' field--error' : ''}`}
      id={id}
      aria-describedby={listError ? errorId(id) : undefined}
    >
      <legend>{typeof schema.title === 'string' ? schema.title : 'People'}</legend>
      {listError && (
        <p className="field-error" id={errorId(id)}>
          <span className="visually-hidden">Error: </span>
          {listError}
        </p>
      )}
      {entries.map((entry, row) => {
        const name = `${entryTitle} ${row + 1}`;
        return (
          <div className="people__entry" key={row}>
            <SchemaField
              name={String(row)}
              schema={items}
              uiSchema={{ ...itemUi, 'ui:title': name }}
              formData={entry}
              errorSchema={errorSchema?.[row]}
              fieldPathId={toFieldPathId(row, registry.globalFormOptions, fieldPathId)}
              required
              onChange={props.onChange}
              onBlur={props.onBlur}
              onFocus={props.onFocus}
              registry={registry}
              disabled={props.disabled}
              readonly={props.readonly}
            />
            <button type="button" className="link-button" onClick={() => remove(row)}>
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        );
      })}
      {entries.length < most ? (
        <button type="button" id={`${id}_add`} className="secondary-button" onClick={add}>
          Add a {entryTitle.toLowerCase()}
        </button>
      ) : (
        <p className="hint">
          You can name up to {most} {entryTitle.toLowerCase()}s.
        </p>
      )}
    </fieldset>
  );
}
