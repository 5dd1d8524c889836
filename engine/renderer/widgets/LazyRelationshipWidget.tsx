import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// Its own chunk: a relationship is asked on a later step (the certificate owner), so its list is
// fetched when that step first shows rather than with the application route (its budget).
const RelationshipWidget = lazy(async () => ({
  default: (await import('./RelationshipChoice')).RelationshipWidget,
}));

/** The relationship widget (`"ui:widget": "relationship"`), loaded when a step first shows one. */
export function LazyRelationshipWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <RelationshipWidget {...props} />
    </Suspense>
  );
}
