import type { FieldProps } from '@rjsf/utils';
import { deepEquals, errorId } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { fieldPathOfId } from '../field-ids';
import { wizardContextOf } from '../form-context';

interface Entry {
  name?: string;
  relationship?: string;
  sharePercent?: string;
}
interface Designation {
  primary?: Entry[];
  contingent?: Entry[];
}

type ListName = 'primary' | 'contingent';

const lists: Array<{ name: ListName; title: string }> = [
  { name: 'primary', title: 'Primary beneficiaries' },
  { name: 'contingent', title: 'Contingent beneficiaries (optional)' },
];

const columns: Array<{ key: keyof Entry; label: string; inputMode?: 'decimal' }> = [
  { key: 'name', label: 'Full name' },
  { key: 'relationship', label: 'Relationship' },
  { key: 'sharePercent', label: 'Share %', inputMode: 'decimal' },
];

/** Live total of a list, in hundredths so 33.33 + 33.33 + 33.34 shows 100. */
export function shareTotal(entries: readonly Entry[]): number {
  const hundredths = entries.reduce(
    (sum, entry) => sum + Math.round(Number(entry.sharePercent || 0) * 100),
    0,
  );
  return Number.isFinite(hundredths) ? hundredths / 100 : 0;
}

function errorsAt(schema: unknown, ...path: Array<string | number>): string[] {
  let node: unknown = schema;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const found =
    node && typeof node === 'object' ? (node as { __errors?: string[] }).__errors : undefined;
  return found ?? [];
}

/**
 * Primary and contingent beneficiaries: name, relationship and share, with a live share total.
 * What is typed stays in this field (the total follows it) and reaches rjsf on blur; adding or
 * removing a beneficiary reaches it at once.
 */
export function BeneficiariesField(props: FieldProps<Designation>) {
  const {
    formData,
    onChange,
    fieldPathId,
    errorSchema,
    rawErrors,
    disabled,
    readonly,
    onBlur,
    registry,
  } = props;
  const id = fieldPathId.$id;
  const [value, setValue] = useState<Designation>(formData ?? {});
  const [received, setReceived] = useState(formData);
  if (!deepEquals(formData, received)) {
    setReceived(formData);
    setValue(formData ?? {});
  }
  const context = wizardContextOf(registry.formContext);
  const type = (next: Designation) => {
    setValue(next);
    context?.typing?.(fieldPathOfId(id), next);
  };
  // rjsf hands a field its own errors (shares, text length) as rawErrors, apart from errorSchema.
  const ownErrors = rawErrors ?? errorsAt(errorSchema);
  const edit = (list: ListName, entries: Entry[]) => type({ ...value, [list]: entries });
  const update = (list: ListName, entries: Entry[]) => {
    const next = { ...value, [list]: entries };
    type(next);
    onChange(next, fieldPathId.path);
  };
  // A keyboard user goes on where the list changed: into the row just added, or to the list's
  // Add button once a row is removed (its Remove button is gone).
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target) document.getElementById(target)?.focus();
  });
  return (
    <fieldset
      className="beneficiaries"
      id={id}
      aria-describedby={ownErrors.length > 0 ? errorId(id) : undefined}
    >
      <legend>Beneficiaries</legend>
      {ownErrors.length > 0 && (
        <p className="field-error" id={errorId(id)}>
          {ownErrors[0]}
        </p>
      )}
      {lists.map(({ name, title }) => {
        const entries = value[name] ?? [];
        const listId = `${id}_${name}`;
        const listErrors = errorsAt(errorSchema, name);
        return (
          <fieldset
            key={name}
            className="beneficiary-list"
            id={listId}
            aria-describedby={listErrors.length > 0 ? errorId(listId) : undefined}
          >
            <legend>{title}</legend>
            {listErrors.length > 0 && (
              <p className="field-error" id={errorId(listId)}>
                {listErrors[0]}
              </p>
            )}
            {entries.map((entry, row) => (
              <div className="beneficiary" key={row}>
                {columns.map((column) => {
                  const inputId = `${id}_${name}_${row}_${column.key}`;
                  const errors = errorsAt(errorSchema, name, row, column.key);
                  return (
                    <div className="field" key={column.key}>
                      <label htmlFor={inputId}>
                        {column.label} (beneficiary {row + 1})
                      </label>
                      {errors.length > 0 && (
                        <p className="field-error" id={errorId(inputId)}>
                          {errors[0]}
                        </p>
                      )}
                      <input
                        id={inputId}
                        className="input"
                        value={entry[column.key] ?? ''}
                        inputMode={column.inputMode}
                        disabled={disabled || readonly}
                        aria-invalid={errors.length > 0 ? true : undefined}
                        aria-describedby={errors.length > 0 ? errorId(inputId) : undefined}
                        onChange={(event) =>
                          edit(
                            name,
                            entries.map((e, i) =>
                              i === row ? { ...e, [column.key]: event.target.value } : e,
                            ),
                          )
                        }
                        onBlur={() => {
                          if (!deepEquals(value, formData ?? {})) onChange(value, fieldPathId.path);
                          onBlur(id, value);
                        }}
                      />
                    </div>
                  );
                })}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    focusNext.current = `${listId}_add`;
                    update(
                      name,
                      entries.filter((_, i) => i !== row),
                    );
                  }}
                >
                  Remove beneficiary {row + 1}
                </button>
              </div>
            ))}
            <p className="share-total" aria-live="polite">
              Total share: {shareTotal(entries)}%
            </p>
            <button
              type="button"
              id={`${listId}_add`}
              className="secondary-button"
              onClick={() => {
                focusNext.current = `${listId}_${entries.length}_name`;
                update(name, [...entries, { name: '', relationship: '', sharePercent: '' }]);
              }}
            >
              Add a {name} beneficiary
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
