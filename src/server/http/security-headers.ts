import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer. Pages carry no inline script (the query cache and JSON-LD are data
 * blocks), so scripts are 'self' only. Styles allow inline style attributes, which React renders.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { https, dev, uploadOrigin }: { https: boolean; dev: boolean; uploadOrigin?: string },
) {
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
  app.addHook('onSend', async (_req, reply) => {
    // Vite's dev server injects inline scripts (hot reload): no CSP in development.
    if (!dev) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
