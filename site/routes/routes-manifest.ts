import { personalUrlPatterns } from './personal-url';
import { patternRedirects, redirects } from './redirects';
import type { RouteEntry } from './route-table';

/** dist/site/routes.json, read by the server (API contract, "Site files"). */
export interface RoutesManifest {
  readonly redirects: readonly { from: string; to: string; status: 301 }[];
  readonly patterns: readonly { regex: string; to: string }[];
  /** Paths under these prefixes without a prerendered file get app.html. */
  readonly spaPrefixes: readonly string[];
  /** Pathnames matching these get app.html too (personal URLs). */
  readonly appShellPatterns: readonly string[];
  readonly prerendered: readonly string[];
}

/** Each prefix once, and none that a shorter one already covers (the member area's sections). */
function withoutCoveredPrefixes(prefixes: readonly string[]): string[] {
  const unique = [...new Set(prefixes)];
  return unique.filter(
    (prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}

/** `applicationPaths`: the apply routes of the forms that exist, each served the client shell. */
export function routesManifest(
  table: readonly RouteEntry[],
  applicationPaths: readonly string[] = [],
): RoutesManifest {
  const dynamicPrefixes = [
    ...table
      .filter((entry) => !entry.prerender && !entry.prerenderedOnly && entry.page !== 'apply')
      .map((entry) =>
        entry.path.includes(':') ? entry.path.slice(0, entry.path.indexOf(':')) : entry.path,
      ),
    ...applicationPaths,
  ];
  return {
    redirects: redirects.flatMap(({ from, to }) => [
      { from, to, status: 301 as const },
      { from: from.replace(/\/$/, ''), to, status: 301 as const },
    ]),
    patterns: patternRedirects.map(({ regex, to }) => ({ regex, to })),
    spaPrefixes: withoutCoveredPrefixes(dynamicPrefixes),
    appShellPatterns: personalUrlPatterns.map((pattern) => pattern.source),
    prerendered: table.filter((entry) => entry.prerender).map((entry) => entry.path),
  };
}
