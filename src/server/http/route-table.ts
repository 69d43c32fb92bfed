import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for tests that must cover all of them (e.g. every admin route). */
    routeTable: { method: string; url: string; ownerOnly: boolean }[];
    /** 'METHOD /url' of every state-changing route the audit's hooks reach (features/audit/trail.ts). */
    auditedRoutes: Set<string>;
  }
}

/**
 * Records the app's routes as they are added, for tests that walk them: it only looks (no route
 * is changed here). Installed on the app before any route, so routes in every plugin are seen.
 */
export function installRouteTable(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.decorate('auditedRoutes', new Set<string>());
  app.addHook('onRoute', (route) => {
    const ownerOnly = Boolean((route.config as { ownerOnly?: boolean } | undefined)?.ownerOnly);
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url, ownerOnly });
  });
}
