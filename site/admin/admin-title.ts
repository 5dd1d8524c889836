import { useEffect } from 'react';

/** Each console page names itself in the window's title. */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Staff console | MBA`;
  }, [title]);
}
