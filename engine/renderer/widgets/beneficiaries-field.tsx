import type { FieldProps } from '@rjsf/utils';
import { deepEquals, errorId } from '@rjsf/utils';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messages } from '../../../validators';
import { fieldPathOfId } from '../field-ids';
import { wizardContextOf } from '../form-context';
import { useUncontrolledText } from './use-typed-text';

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

const noErrors: readonly string[] = [];

/** The messages at `path` of an error schema (the same empty list when there are none). */
function errorsAt(schema: unknown, ...path: Array<string | number>): readonly string[] {
  let node: unknown = schema;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const found =
    node && typeof node === 'object' ? (node as { __errors?: string[] }).__errors : undefined;
  return found ?? noErrors;
}

interface RowActions {
  edit(list: ListName, row: number, key: keyof Entry, text: string): void;
  blur(): void;
  remove(list: ListName, row: number): void;
}

interface InputProps {
  inputId: string;
  label: string;
  text: string | undefined;
  errors: readonly string[];
  inputMode?: 'decimal';
  disabled: boolean;
  onType(text: string): void;
  onBlur(): void;
}

/** One input of a beneficiary, typed in without renders (the browser keeps the text). */
function BeneficiaryInput(props: InputProps) {
  const { inputId, label, text, errors, inputMode, disabled, onType, onBlur } = props;
  const { field, defaultValue, noteTyped } = useUncontrolledText<HTMLInputElement>(text);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {errors.length > 0 && (
        <p className="field-error" id={errorId(inputId)}>
          {errors[0]}
        </p>
      )}
      <input
        ref={field}
        id={inputId}
        className="input"
        defaultValue={defaultValue}
        inputMode={inputMode}
        disabled={disabled}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={errors.length > 0 ? errorId(inputId) : undefined}
        onChange={(event) => {
          noteTyped(event.target.value);
          onType(event.target.value);
        }}
        onBlur={onBlur}
      />
    </div>
  );
}

interface RowProps {
  id: string;
  list: ListName;
  row: number;
  entry: Entry;
  /** The row's part of the error schema: the same object until errors are shown again. */
  errorSchema: unknown;
  disabled: boolean;
  actions: RowActions;
}

/** One beneficiary. Memoised: adding one re-renders the new row, not every row of the list. */
const BeneficiaryRow = memo(function BeneficiaryRow(props: RowProps) {
  const { id, list, row, entry, errorSchema, disabled, actions } = props;
  return (
    <div className="beneficiary">
      {columns.map((column) => (
        <BeneficiaryInput
          key={column.key}
          inputId={`${id}_${list}_${row}_${column.key}`}
          label={`${column.label} (${list} beneficiary ${row + 1})`}
          text={entry[column.key]}
          errors={errorsAt(errorSchema, column.key)}
          inputMode={column.inputMode}
          disabled={disabled}
          onType={(text) => actions.edit(list, row, column.key, text)}
          onBlur={actions.blur}
        />
      ))}
      <button type="button" className="link-button" onClick={() => actions.remove(list, row)}>
        Remove {list} beneficiary {row + 1}
      </button>
    </div>
  );
});

interface Totals {
  primary: number;
  contingent: number;
}

const totalsOf = (designation: Designation): Totals => ({
  primary: shareTotal(designation.primary ?? []),
  contingent: shareTotal(designation.contingent ?? []),
});

const sameTotals = (a: Totals, b: Totals) =>
  a.primary === b.primary && a.contingent === b.contingent;

/**
 * Primary and contingent beneficiaries: name, relationship and share, with a live share total.
 * What is typed stays in the inputs and reaches rjsf on blur: a keystroke renders nothing in
 * React, save the total when a share changes (twenty beneficiaries are sixty inputs). Adding or
 * removing a beneficiary reaches rjsf at once.
 */
export function BeneficiariesField(props: FieldProps<Designation>) {
  const { formData, fieldPathId, errorSchema, rawErrors, disabled, readonly } = props;
  const id = fieldPathId.$id;
  // The rows as drawn: rjsf's answers, or a list just changed; the text typed since is in `live`.
  const [value, setValue] = useState<Designation>(formData ?? {});
  const [totals, setTotals] = useState(() => totalsOf(formData ?? {}));
  const [received, setReceived] = useState(formData);
  if (!deepEquals(formData, received)) {
    setReceived(formData);
    setValue(formData ?? {});
    setTotals(totalsOf(formData ?? {}));
  }
  // The rows' actions are made once (a new one would re-render every row): they read the live
  // designation and rjsf's latest props from here.
  const live = useRef({ value, props });
  useLayoutEffect(() => {
    live.current.props = props;
  });
  useLayoutEffect(() => {
    live.current.value = value;
  }, [value]);
  const focusNext = useRef<string | undefined>(undefined);
  const [actions] = useState<RowActions & { add(list: ListName): void }>(() => {
    const type = (next: Designation) => {
      live.current.value = next;
      const total = totalsOf(next);
      setTotals((shown) => (sameTotals(shown, total) ? shown : total));
      const { fieldPathId: at, registry } = live.current.props;
      wizardContextOf(registry.formContext)?.typing?.(fieldPathOfId(at.$id), next);
    };
    const update = (list: ListName, entries: Entry[]) => {
      const next = { ...live.current.value, [list]: entries };
      type(next);
      setValue(next);
      live.current.props.onChange(next, live.current.props.fieldPathId.path);
    };
    const entriesOf = (list: ListName) => live.current.value[list] ?? [];
    return {
      edit: (list, row, key, text) =>
        type({
          ...live.current.value,
          [list]: entriesOf(list).map((e, i) => (i === row ? { ...e, [key]: text } : e)),
        }),
      blur: () => {
        const { value: now, props: p } = live.current;
        if (!deepEquals(now, p.formData ?? {})) p.onChange(now, p.fieldPathId.path);
        p.onBlur(p.fieldPathId.$id, now);
      },
      // A keyboard user goes on where the list changed: into the row just added, or to the
      // list's Add button once a row is removed (its Remove button is gone).
      remove: (list, row) => {
        focusNext.current = `${live.current.props.fieldPathId.$id}_${list}_add`;
        update(
          list,
          entriesOf(list).filter((_, i) => i !== row),
        );
      },
      add: (list) => {
        const entries = entriesOf(list);
        focusNext.current = `${live.current.props.fieldPathId.$id}_${list}_${entries.length}_name`;
        update(list, [...entries, { name: '', relationship: '', sharePercent: '' }]);
      },
    };
  });
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target) document.getElementById(target)?.focus();
  });
  // rjsf hands a field its own errors (shares, text length) as rawErrors, apart from errorSchema.
  const ownErrors = rawErrors ?? errorsAt(errorSchema);
  // The spec has one share message for the designation: the list whose total is off says so.
  const sharesOff = ownErrors[0] === messages.beneficiaryShareTotal;
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
        const listErrorSchema = (errorSchema as Record<string, unknown> | undefined)?.[name] as
          Record<number, unknown> | undefined;
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
              <BeneficiaryRow
                key={row}
                id={id}
                list={name}
                row={row}
                entry={entry}
                errorSchema={listErrorSchema?.[row]}
                disabled={Boolean(disabled || readonly)}
                actions={actions}
              />
            ))}
            <p className="share-total" aria-live="polite">
              Total share: {totals[name]}%
              {sharesOff && entries.length > 0 && totals[name] !== 100 && (
                <strong className="share-total-off"> (must be 100%)</strong>
              )}
            </p>
            <button
              type="button"
              id={`${listId}_add`}
              className="secondary-button"
              onClick={() => actions.add(name)}
            >
              Add a {name} beneficiary
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
