/**
 * Accents are folded first (Á -> a), so accented letters count as the letters they are; then the spec's slug rule: lower-cased, trimmed, characters other than letters, digits, spaces and
 * hyphens removed, spaces turned to hyphens, repeated hyphens collapsed, edge hyphens removed.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
