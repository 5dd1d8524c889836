import { useState, type ReactNode } from 'react';

/**
 * A section folded under its summary whose content exists only once opened: a folded form adds
 * no fields to the page it sits on, so a prerendered page keeps waiting for the visitor before
 * it loads the app (a field there would have to hydrate at once).
 */
export function FoldedSection({
  summary,
  section,
  children,
}: {
  readonly summary: ReactNode;
  /** data-form-section, for tests and styles. */
  readonly section: string;
  readonly children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="share"
      data-form-section={section}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open ? children() : null}
    </details>
  );
}
