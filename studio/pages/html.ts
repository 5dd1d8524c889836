import { escapeXml } from '../flow/wrap-text';

/** Text made safe inside HTML. */
export const esc = (value: unknown): string => escapeXml(String(value ?? ''));

/** A list of codes, or a dash for none. */
export const codes = (list: readonly string[] | undefined): string =>
  list && list.length > 0 ? esc(list.join(', ')) : '—';
