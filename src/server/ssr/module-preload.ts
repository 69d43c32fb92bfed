/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) that preloading reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest key of the script every page loads (index.html's entry-client.tsx). */
export const PAGE_ENTRY = 'index.html';

/**
 * The files the page's entry imports statically (the module runtime, the helper for import()):
 * Vite's `modulePreload: false` leaves them unlinked, so the browser would find them only once the
 * entry has loaded, one round trip later. The page links them beside the entry (plugin.ts).
 */
export function entryImports(manifest: ViteManifest): string[] {
  const entry = manifest[PAGE_ENTRY];
  if (!entry) throw new Error(`${PAGE_ENTRY} is not in the build manifest: rebuild (npm run build)`);
  const found = new Set<string>();
  const walk = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      walk(imported);
    }
  };
  walk(PAGE_ENTRY);
  return [...found].map((key) => `/${manifest[key]?.file}`);
}

/**
 * The script files some modules need beyond the entry: their own chunks and the chunks they import
 * statically, minus those the entry already loads. The page lists them (APP_FILES_ELEMENT_ID) and
 * entry-client.tsx preloads them all at once, so that none waits for another to load first.
 */
export function modulePreloads(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  // The page's entry only: another entry (the error beacon, decision 047) is not on every page.
  walk(PAGE_ENTRY, loadedByEntry);
  const needed = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest: is the lazy page's path right?`);
    walk(module, needed);
  }
  return [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]?.file}`);
}
