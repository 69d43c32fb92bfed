import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads on demand (to keep heavy libraries off other pages) yet renders
 * without a loading state on the server and at hydration: both call `preload` before rendering,
 * after which the page renders synchronously. Client-side navigation to it suspends briefly.
 * `module` is the page's source path from the project root (the key of Vite's build manifest):
 * the server links its chunk as a modulepreload, and fails loudly if the path is wrong.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, module: string) {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Deferred = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during render
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Deferred />;
  }
  return { component: Page, preload, module };
}
