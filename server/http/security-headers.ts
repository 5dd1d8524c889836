import type { FastifyInstance } from 'fastify';

/** The contract's policy: no inline script or style, no eval, no framing. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // The videos of the financial resources are served from this origin (/media/videos/).
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const headers: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export interface TransportSecurity {
  /** Strict-Transport-Security's max-age, in seconds (0 tells browsers to forget it). */
  hstsMaxAgeSeconds: number;
  /** The public origin: when it is https, every answer is taken to reach browsers over https. */
  publicUrl: string;
}

/**
 * Set before anything else runs, so errors, 404s and static files carry them too. HSTS goes only
 * on answers over HTTPS: the request's own protocol (X-Forwarded-Proto counts only from a trusted
 * proxy, see TRUST_PROXY), or an https PUBLIC_URL when TLS ends before the server.
 */
export function registerSecurityHeaders(app: FastifyInstance, security?: TransportSecurity): void {
  const hsts = security === undefined ? undefined : `max-age=${String(security.hstsMaxAgeSeconds)}`;
  const alwaysHttps = security?.publicUrl.startsWith('https:') === true;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (hsts !== undefined && (alwaysHttps || request.protocol === 'https')) {
      reply.header('strict-transport-security', hsts);
    }
    done();
  });
}
