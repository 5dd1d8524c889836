import { useEffect } from 'react';
import { siteOrigin } from '../config';
import { useSeo } from '../stores';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

interface DocumentMetaProps {
  readonly path: string;
  readonly meta: PageMeta;
  /** False where the page titles itself (the application wizard names each step). */
  readonly setsTitle?: boolean;
  /** False on the not-found page: an entry kept for its path names a page that is not there. */
  readonly takesSeoEntry?: boolean;
}

/** Keeps title, description and canonical in step with the page; the server's SEO entries win. */
export function DocumentMeta({
  path,
  meta,
  setsTitle = true,
  takesSeoEntry = true,
}: DocumentMetaProps) {
  const seo = useSeo((state) => (takesSeoEntry ? state.byPath[path] : undefined));
  useEffect(() => {
    if (setsTitle) document.title = seo?.title ?? meta.title;
    setMeta('meta[name="description"]', 'content', seo?.description ?? meta.description);
    setMeta('link[rel="canonical"]', 'href', seo?.canonical ?? `${siteOrigin}${path}`);
  }, [path, meta, seo, setsTitle]);
  return null;
}
