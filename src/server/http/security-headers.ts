import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer. Pages carry no inline script (the query cache and JSON-LD are data
 * blocks), so scripts are 'self' only. Styles allow inline style attributes, which React renders.
 */
export function securityHeaders({
  https,
  dev,
  uploadOrigin,
}: {
  https: boolean;
  dev: boolean;
  uploadOrigin?: string;
}): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    // Photos upload straight to the bucket when the S3 driver is on.
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    // Vite's dev server injects inline scripts (hot reload): no CSP in development.
    ...(dev ? {} : { 'content-security-policy': csp }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The performer portal's pages may ask for the phone's location: she shares it during a night's
 * work when she turns it on (issue 30, decision 038). Every other page, and every API answer,
 * forbids it.
 */
const PORTAL_PAGE = /^\/portal(\/|\?|$)/;
const PORTAL_PERMISSIONS = 'camera=(), microphone=(), geolocation=(self), payment=()';

/** Sets the headers on every answer that goes through the routes' hooks (see also app.ts frameworkErrors). */
export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', async (req, reply) => {
    reply.headers(headers);
    if (PORTAL_PAGE.test(req.url)) reply.header('permissions-policy', PORTAL_PERMISSIONS);
  });
}
