import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { PerformerPhoto } from '../performers';
import { ChevronLeft, ChevronRight, Expand } from './icons';

/** The full-screen viewer's code loads the first time a photo is opened. */
const PhotoViewer = lazy(() => import('./photo-viewer'));

const arrow =
  'absolute top-1/2 -translate-y-1/2 inline-flex size-11 items-center justify-center rounded-full bg-zinc-950/80 text-white ring-1 ring-zinc-600 hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40';

/**
 * Every photo of a performer: swiped on a touch screen (scroll snapping), stepped with the arrow
 * buttons or the keyboard, and opened full screen by activating it. The first photo is the main
 * one, server-rendered and loaded first (it is the page's largest paint); the others load lazily.
 */
export function PhotoCarousel({ name, photos }: { name: string; photos: readonly string[] }) {
  const { t } = useLingui();
  const shown = photos.filter((p) => p && p !== 'null');
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  if (shown.length === 0) {
    return <PerformerPhoto name={name} photos={photos} eager className="aspect-[3/4] w-full rounded-2xl" />;
  }
  const count = shown.length;
  const position = index + 1;
  const go = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to));
    const el = track.current;
    el?.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };
  return (
    <section aria-roledescription="carousel" aria-label={t`Photos of ${name}`} className="relative">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none]"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {shown.map((src, i) => (
          <li
            key={src}
            className="w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={t`${i + 1} of ${count}`}
          >
            <button
              ref={(el) => {
                openers.current[i] = el;
              }}
              type="button"
              onClick={() => setViewing(i)}
              className="group relative block w-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-amber-300"
              aria-label={t`Open photo ${i + 1} of ${count} full screen`}
            >
              <PerformerPhoto
                name={name}
                photos={[src]}
                eager={i === 0}
                alt={t`${name}, photo ${i + 1} of ${count}`}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="aspect-[3/4] w-full"
              />
              <Expand
                aria-hidden="true"
                className="absolute top-3 right-3 size-9 rounded-full bg-zinc-950/70 p-2 text-white"
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${arrow} left-2`}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t`Previous photo`}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            className={`${arrow} right-2`}
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label={t`Next photo`}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <p
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-zinc-950/80 px-3 py-1 text-sm"
            aria-live="polite"
          >
            <Trans>
              Photo {position} of {count}
            </Trans>
          </p>
        </>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            name={name}
            photos={shown}
            start={viewing}
            onClose={(at) => {
              setViewing(null);
              go(at);
              openers.current[at]?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
