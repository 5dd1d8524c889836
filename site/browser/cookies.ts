// document.cookie behind a small interface, so stores can be tested with an in-memory jar.
export interface CookieOptions {
  readonly maxAgeSeconds: number;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}

function documentAvailable(): boolean {
  return typeof document !== 'undefined';
}

export const documentCookies: CookieJar = {
  get(name) {
    if (!documentAvailable()) return undefined;
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  },
  set(name, value, { maxAgeSeconds }) {
    if (!documentAvailable()) return;
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; Secure; SameSite=Lax`;
  },
  remove(name) {
    if (!documentAvailable()) return;
    document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
  },
};

export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
