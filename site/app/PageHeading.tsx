import { useEffect, useRef, type ReactNode } from 'react';
import { takeHeadingFocusRequest } from './heading-focus';
import { useSiteNavigation } from './SiteNavigation';

/** The page's one h1; focus moves here after each client navigation. */
export function PageHeading({
  children,
  lead,
}: {
  readonly children: ReactNode;
  readonly lead?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useSiteNavigation().location;
  useEffect(() => {
    if (takeHeadingFocusRequest()) heading.current?.focus();
  }, [key]);
  return (
    <div className="page-heading">
      <h1 ref={heading} tabIndex={-1} data-page-heading="">
        {children}
      </h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
    </div>
  );
}
