/** One figure of a calculator's result; `name` marks it for tests and `main` makes it stand out. */
export interface Figure {
  readonly label: string;
  readonly value: string;
  readonly name?: string;
  readonly main?: boolean;
}

/** A calculator's result as a list of labelled figures. */
export function Figures({
  result,
  figures,
}: {
  readonly result: string;
  readonly figures: readonly Figure[];
}) {
  return (
    <dl className="figures" data-result={result}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd className={figure.main ? 'figures__main' : undefined} data-figure={figure.name}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** How a calculator works its figures out, under its result. */
export function MethodNote({ heading, text }: { readonly heading: string; readonly text: string }) {
  return (
    <section className="calculator-section">
      <h2>{heading}</h2>
      <p>{text}</p>
    </section>
  );
}
