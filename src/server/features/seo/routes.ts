import type { FastifyPluginAsync } from 'fastify';
import { CITY_NAMES } from '../../../shared/cities';
import { LOCALES, type Locale, localizedPath } from '../../../shared/locale';
import { PRIVATE_PAGE_PATHS } from '../../../shared/private-routes';
import { slugify } from '../../../shared/slug';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../ssr/html';
import { listPublicSlugs } from '../performers';

const STATIC_PATHS = ['/', '/performers', '/faq', '/terms', '/privacy'];
export const CITY_PATHS = CITY_NAMES.map((name) => `/${slugify(name)}-exotic-dancers`);

/** Crawlers stay out of the API and of every private page in every language (shared/private-routes.ts). */
const ROBOTS_DISALLOW = ['/api/', ...PRIVATE_PAGE_PATHS].map((path) => `Disallow: ${path}`).join('\n');

/** /sitemap.xml (every public page and profile) and /robots.txt (keeps crawlers out of the API and private pages). */
export const seoRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/sitemap.xml', async (_req, reply) => {
    const profiles = await listPublicSlugs(db);
    // Each page in both languages, each naming its alternates (hreflang), as the pages' heads do.
    const url = (locale: Locale, path: string) => escapeHtml(publicUrl + localizedPath(locale, path));
    const alternates = (path: string) =>
      [
        ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url(l, path)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/>`,
      ].join('');
    const entry = (path: string, lastmod?: Date) =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${url(locale, path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`,
      ).join('\n');
    const urls = [
      ...STATIC_PATHS.map((path) => entry(path)),
      ...CITY_PATHS.map((path) => entry(path)),
      ...profiles.map((p) => entry(`/performer/${encodeURIComponent(p.slug)}`, new Date(p.updatedAt))),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n${ROBOTS_DISALLOW}\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
};
