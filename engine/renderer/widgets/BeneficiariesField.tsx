import type { FieldProps } from '@rjsf/utils';
import { deepEquals, errorId } from '@rjsf/utils';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messages } from '../../../validators';
import { fieldPathOfId } from '../page/field-ids';
import { wizardContextOf } from '../page/form-context';
import {
  everyShareEntered,
  shareTotal,
  tidyShare,
  type Designation,
  type Entry,
  type ListName,
} from './beneficiary-shares';
import { RelationshipChoice } from './RelationshipChoice';
import { ShareTotal, useSettled } from './ShareTotal';
import { useUncontrolledText } from './use-typed-text';

const lists: Array<{ name: ListName; title: string }> = [
  { name: 'primary', title: 'Primary beneficiaries' },
  { name: 'contingent', title: 'Contingent beneficiaries (optional)' },
];

interface Column {
  key: keyof Entry;
  label: string;
  inputMode?: 'decimal';
  /** Tidies the text as typed, so the wizard and rjsf hear the answer the schema takes. */
  tidy?: (text: string) => string;
}

const columns: Column[] = [
  { key: 'name', label: 'Full name' },
  { key: 'relationship', label: 'Relationship' },
  { key: 'sharePercent', label: 'Share %', inputMode: 'decimal', tidy: tidyShare },
];

const noErrors: readonly string[] = [];

/** How many entries a list may hold (its schema's maxItems): no Add button offers more. */
function maxEntries(schema: unknown, list: ListName): number {
  const properties = (schema as { properties?: Record<string, { maxItems?: unknown }> }).properties;
  const max = properties?.[list]?.maxItems;
  return typeof max === 'number' ? max : Number.POSITIVE_INFINITY;
}

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
  /** An input left: `text` as tidied, `marked` whether its error shows. */
  blur(list: ListName, inputId: string, text: string, marked: boolean): void;
  remove(list: ListName, row: number): void;
}

interface InputProps {
  inputId: string;
  label: string;
  /** Whose answer it is, read with each label: 'primary beneficiary 1'. */
  whose: string;
  text: string | undefined;
  errors: readonly string[];
  column: Column;
  disabled: boolean;
  onType(text: string): void;
  onBlur(text: string, marked: boolean): void;
}

/**
 * One input of a beneficiary, typed in without renders (the browser keeps the text), shown as
 * FieldTemplate shows every other field: required, its error read with a hidden 'Error:' and
 * marked by the red bar.
 */
function BeneficiaryInput(props: InputProps) {
  const { inputId, label, whose, text, errors, column, disabled, onType, onBlur } = props;
  const { field, defaultValue, noteTyped } = useUncontrolledText<HTMLInputElement>(text);
  const tidy = column.tidy ?? ((typed: string) => typed);
  const error = errors[0];
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <p className="field-error" id={errorId(inputId)}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {column.key === 'relationship' ? (
        <RelationshipChoice
          id={inputId}
          value={text}
          disabled={disabled}
          invalid={Boolean(error)}
          describedBy={error ? errorId(inputId) : undefined}
          wordsLabel={`Please describe the relationship (${whose})`}
          onType={onType}
          onLeave={(typed) => onBlur(typed, Boolean(error))}
        />
      ) : (
        <input
          ref={field}
          id={inputId}
          className="input"
          defaultValue={defaultValue}
          inputMode={column.inputMode}
          disabled={disabled}
          // Every answer of a beneficiary is required (the fragment's items). Not the `required`
          // attribute: Chromium reports an untouched empty input with it as invalid.
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId(inputId) : undefined}
          onChange={(event) => {
            const tidied = tidy(event.target.value);
            noteTyped(event.target.value);
            noteTyped(tidied);
            onType(tidied);
          }}
          onBlur={(event) => {
            const tidied = tidy(event.target.value);
            if (tidied !== event.target.value) event.target.value = tidied;
            onBlur(tidied, Boolean(error));
          }}
        />
      )}
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
          whose={`${list} beneficiary ${row + 1}`}
          text={entry[column.key]}
          errors={errorsAt(errorSchema, column.key)}
          column={column}
          disabled={disabled}
          onType={(text) => actions.edit(list, row, column.key, text)}
          onBlur={(text, marked) =>
            actions.blur(list, `${id}_${list}_${row}_${column.key}`, text, marked)
          }
        />
      ))}
      <button type="button" className="link-button" onClick={() => actions.remove(list, row)}>
        Remove {list} beneficiary {row + 1}
      </button>
    </div>
  );
});

/** rjsf hands a field its own errors (shares, text length) as rawErrors, apart from errorSchema. */
const designationErrors = (props: FieldProps<Designation>): readonly string[] =>
  props.rawErrors ?? errorsAt(props.errorSchema);

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
  const { formData, fieldPathId, errorSchema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  // The rows as drawn: rjsf's answers, or a list just changed; the text typed since is in `live`.
  const [value, setValue] = useState<Designation>(formData ?? {});
  const [totals, setTotals] = useState(() => totalsOf(formData ?? {}));
  // The totals read out: settled after a pause in typing, or on leaving an input.
  const [heard, hear] = useSettled(totals, sameTotals);
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
    // The list's own message (none left to add) is kept up to date once shown: an added
    // beneficiary clears it at once.
    const checkShownList = (list: ListName, now: Designation) => {
      const p = live.current.props;
      if (errorsAt(p.errorSchema, list).length > 0) p.onBlur(`${p.fieldPathId.$id}_${list}`, now);
    };
    const update = (list: ListName, entries: Entry[]) => {
      const next = { ...live.current.value, [list]: entries };
      type(next);
      setValue(next);
      live.current.props.onChange(next, live.current.props.fieldPathId.path);
      checkShownList(list, next);
    };
    const entriesOf = (list: ListName) => live.current.value[list] ?? [];
    return {
      edit: (list, row, key, text) =>
        type({
          ...live.current.value,
          [list]: entriesOf(list).map((e, i) => (i === row ? { ...e, [key]: text } : e)),
        }),
      // Each input is checked on blur as every other field is. The designation's message
      // (shares, text length) is checked too once it shows, or once every beneficiary has a
      // share: a total checked before is only a designation still being written.
      blur: (list, inputId, text, marked) => {
        const { value: now, props: p } = live.current;
        hear(totalsOf(now));
        if (!deepEquals(now, p.formData ?? {})) p.onChange(now, p.fieldPathId.path);
        if (designationErrors(p).length > 0 || everyShareEntered(now))
          p.onBlur(p.fieldPathId.$id, now);
        checkShownList(list, now);
        // Tabbing through is no mistake: an input left empty gets its error on Continue, and
        // one already marked is kept up to date (the wizard's rule for every field).
        if (text.trim() !== '' || marked) p.onBlur(inputId, text);
      },
      // A keyboard user goes on where the list changed: into the row just added, or to the
      // list's Add button once a row is removed (its Remove button is gone).
      remove: (list, row) => {
        const { fieldPathId: at, registry } = live.current.props;
        focusNext.current = `${at.$id}_${list}_add`;
        update(
          list,
          entriesOf(list).filter((_, i) => i !== row),
        );
        wizardContextOf(registry.formContext)?.removedEntry?.(
          fieldPathOfId(`${at.$id}_${list}`),
          row,
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
  const ownErrors = designationErrors(props);
  // The spec has one share message for the designation: the list whose total is off says so.
  const sharesOff = ownErrors[0] === messages.beneficiaryShareTotal;
  return (
    <fieldset
      className={`beneficiaries${ownErrors.length > 0 ? ' field--error' : ''}`}
      id={id}
      aria-describedby={ownErrors.length > 0 ? errorId(id) : undefined}
    >
      <legend>Beneficiaries</legend>
      {ownErrors.length > 0 && (
        <p className="field-error" id={errorId(id)}>
          <span className="visually-hidden">Error: </span>
          {ownErrors[0]}
        </p>
      )}
      {lists.map(({ name, title }) => {
        const entries = value[name] ?? [];
        const most = maxEntries(props.schema, name);
        const listId = `${id}_${name}`;
        const listErrors = errorsAt(errorSchema, name);
        const listErrorSchema = (errorSchema as Record<string, unknown> | undefined)?.[name] as
          Record<number, unknown> | undefined;
        return (
          <fieldset
            key={name}
            className={`beneficiary-list${listErrors.length > 0 ? ' field--error' : ''}`}
            id={listId}
            aria-describedby={listErrors.length > 0 ? errorId(listId) : undefined}
          >
            <legend>{title}</legend>
            {listErrors.length > 0 && (
              <p className="field-error" id={errorId(listId)}>
                <span className="visually-hidden">Error: </span>
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
            <ShareTotal
              list={name}
              total={totals[name]}
              heard={heard[name]}
              marked={sharesOff && entries.length > 0}
            />
            {entries.length < most ? (
              <button
                type="button"
                id={`${listId}_add`}
                className="secondary-button"
                onClick={() => actions.add(name)}
              >
                Add a {name} beneficiary
              </button>
            ) : (
              <p className="hint">
                You can name up to {most} {name} beneficiaries.
              </p>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
