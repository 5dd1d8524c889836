import { useEffect, useState } from 'react';
import { runRequest } from '../api';

/** What a /shareapp/ link opens, as the share api tells (server/api/share/target.ts). */
export interface SharedPage {
  readonly kind: 'application' | 'plan';
  readonly title: string;
  readonly route: string;
  readonly agent: string | null;
  readonly utm: Readonly<Record<string, string>>;
}

function isSharedPage(body: unknown): body is SharedPage {
  if (typeof body !== 'object' || body === null) return false;
  const page = body as Partial<SharedPage>;
  return (
    (page.kind === 'application' || page.kind === 'plan') &&
    typeof page.title === 'string' &&
    typeof page.route === 'string' &&
    page.route.startsWith('/') &&
    (page.agent === null || typeof page.agent === 'string') &&
    typeof page.utm === 'object' &&
    page.utm !== null &&
    Object.values(page.utm).every((value) => typeof value === 'string')
  );
}

export type SharedLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly page: SharedPage }
  | { readonly status: 'none' };

const loading: SharedLookup = { status: 'loading' };

/** The page a share link's data opens; 'none' for damaged data or a failed lookup. */
export function useSharedPage(data: string | undefined): SharedLookup {
  // A lookup keeps the data it answers: until the current data's arrives, it is loading.
  const [answered, setAnswered] = useState<{ data: string; lookup: SharedLookup }>();
  useEffect(() => {
    if (!data) return undefined;
    let current = true;
    void runRequest({
      api: 'share',
      action: 'target',
      method: 'GET',
      data: { data },
      validate: isSharedPage,
    }).then((result) => {
      if (!current) return;
      setAnswered({
        data,
        lookup: result.ok ? { status: 'found', page: result.data } : { status: 'none' },
      });
    });
    return () => {
      current = false;
    };
  }, [data]);
  return answered && answered.data === data ? answered.lookup : loading;
}
