/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) that preloading reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

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
  return chunksBeyondEntry(manifest, modules).map((key) => `/${manifest[key]?.file}`);
}

/**
 * The stylesheets those chunks bring beyond the entry's own (which the page inlines): staff.css
 * for a staff or portal page. The page links them in its head, so that its first render is styled
 * before the script that would load them has run. A public page has none.
 */
export function moduleStylesheets(manifest: ViteManifest, modules: readonly string[]): string[] {
  const inline = new Set(manifest[PAGE_ENTRY]?.css ?? []);
  const sheets = chunksBeyondEntry(manifest, modules).flatMap((key) => manifest[key]?.css ?? []);
  return [...new Set(sheets)].filter((file) => !inline.has(file)).map((file) => `/${file}`);
}

/** The manifest keys of the modules' chunks and of what they import statically, minus the entry's. */
function chunksBeyondEntry(manifest: ViteManifest, modules: readonly string[]): string[] {
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
  return [...needed].filter((key) => !loadedByEntry.has(key));
}
