import { errorId, helpId } from '@rjsf/utils';

/** aria-describedby naming only the hint and error that are on the page. */
export function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasError ? errorId(id) : '', hasHelp ? helpId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
