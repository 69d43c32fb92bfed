/** What other features may use of the performers: the public profiles' slugs (the sitemap). */
export { listPublicSlugs } from './repository';
