import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop, inside the app: answers sent while it closes tell the client to hang up
 * (`connection: close`), and each answer then releases the idle sockets, so a keep-alive
 * connection that was busy when the stop began does not hold the process open. The signals that
 * start the stop are main.ts's (close-with-grace); tests call `app.close()`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Set by main.ts when a stop signal arrives: /readyz answers 503 while the app drains. */
    lifecycle: { draining: boolean };
  }
}

export function installGracefulClose(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
