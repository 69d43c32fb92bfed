import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads on demand (to keep heavy libraries off other pages) yet renders
 * without a loading state on the server and at hydration: both call `preload` before rendering,
 * after which the page renders synchronously. Client-side navigation to it suspends briefly.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
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
  return { Page, preload };
}
