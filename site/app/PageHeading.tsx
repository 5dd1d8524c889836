import type { ReactNode } from 'react';

/** The page's one h1; focus moves here after each client navigation. */
export function PageHeading({
  children,
  lead,
}: {
  readonly children: ReactNode;
  readonly lead?: ReactNode;
}) {
  return (
    <div className="page-heading">
      <h1 tabIndex={-1} data-page-heading="">
        {children}
      </h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
    </div>
  );
}
