import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A staff list's filters and page, kept in the address so a search can be shared and the back
 * button returns to it: the filters as they are, the page, the filter form's submit and page links.
 */
export function useListFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const page = Number(params.get('page') ?? '1') || 1;
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
    });
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  return { filters, page, search, goToPage };
}
