/** The two dates a staff list is filtered between, both optional. */
export function DateRangeFilter({
  idPrefix,
  fromLabel,
  toLabel,
  from,
  to,
}: {
  readonly idPrefix: string;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly from: string;
  readonly to: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>{fromLabel}</label>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>{toLabel}</label>
        <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to} />
      </div>
    </>
  );
}
