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

/** Keeps title, description and canonical in step with the page; the server's SEO entries win. */
export function DocumentMeta({ path, meta }: { readonly path: string; readonly meta: PageMeta }) {
  const seo = useSeo((state) => state.byPath[path]);
  useEffect(() => {
    document.title = seo?.title ?? meta.title;
    setMeta('meta[name="description"]', 'content', seo?.description ?? meta.description);
    setMeta('link[rel="canonical"]', 'href', seo?.canonical ?? `${siteOrigin}${path}`);
  }, [path, meta, seo]);
  return null;
}
