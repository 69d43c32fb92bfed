/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) that preloading reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest key of the script every page loads (index.html's entry-client.tsx). */
const PAGE_ENTRY = 'index.html';

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
