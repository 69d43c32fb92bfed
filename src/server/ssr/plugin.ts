import { fileURLToPath } from 'node:url';
import fastifyVite, { type FastifyViteOptions } from '@fastify/vite';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RenderInput, RenderResult } from '../../client/ssr-contract';
import { compileTemplate } from './html';

type ServerEntry = { render(input: RenderInput): Promise<RenderResult> };

function serverEntryOf(client: Record<string, unknown>): ServerEntry {
  if (typeof client.render !== 'function') throw new Error('The SSR bundle does not export render()');
  return client as ServerEntry;
}

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Paths that belong to the API or to stored files: never rendered as pages. */
const NOT_PAGES = /^\/(api|objects|assets)(\/|$)/;

/**
 * Server rendering through @fastify/vite: Vite's dev server as middleware with --dev, the built
 * client and SSR bundles otherwise. Every GET that no other route takes is a page.
 */
export async function registerSsr(app: FastifyInstance, { dev, publicUrl }: { dev: boolean; publicUrl: string }) {
  const options: FastifyViteOptions = {
    root: projectRoot,
    dev,
    fastifyStaticOptions: {
      // Built assets carry a content hash in their name, so they never change.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    },
    async createRenderFunction(clientModule) {
      const client = serverEntryOf(clientModule);
      return async function render(this: FastifyReply, ctx?: Record<string, unknown>) {
        const server = this.server;
        return client.render({
          url: String(ctx?.url ?? '/'),
          transport: async (path, init) => {
            const res = await server.inject({
              method: (init?.method ?? 'GET') as 'GET',
              url: path,
              headers: { accept: 'application/json', 'x-ssr': '1' },
            });
            return {
              ok: res.statusCode >= 200 && res.statusCode < 300,
              status: res.statusCode,
              statusText: res.statusMessage,
              text: async () => res.body,
            };
          },
        });
      };
    },
    createHtmlFunction(source: string) {
      const template = compileTemplate(source, publicUrl);
      return function html(this: FastifyReply, ctx?: Record<string, unknown>) {
        // Only our render function produces ctx, so it is a RenderResult.
        const page = ctx as RenderResult;
        return this.code(page.status).type('text/html; charset=utf-8').send(template(page));
      };
    },
  };
  await app.register(fastifyVite, options);
  await app.vite.ready();

  app.get('/*', async (req, reply) => {
    if (NOT_PAGES.test(req.url)) return reply.callNotFound();
    // @fastify/vite types these decorations loosely; the render function above fixes their shapes.
    const page = (await reply.render({ url: req.url })) as RenderResult;
    return reply.html(page);
  });
}
