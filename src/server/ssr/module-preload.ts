/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) that preloading reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The script files a lazy page needs beyond the entry: its own chunk and the chunks it imports
 * statically, minus those the entry already loads. Linked as `modulepreload` in the page's HTML,
 * they download alongside the entry instead of after it (the page cannot hydrate without them).
 */
export function modulePreloads(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);
  const needed = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest: is the lazy page's path right?`);
    walk(module, needed);
  }
  return [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]?.file}`);
}
