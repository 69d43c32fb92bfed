import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { X } from '../../components/ui/icons';
import { PerformerPhoto } from '../performers';
import { ChevronLeft, ChevronRight } from './icons';

type Props = { name: string; photos: readonly string[]; start: number; onClose: (at: number) => void };

const control =
  'inline-flex size-12 items-center justify-center rounded-full bg-zinc-900/90 text-white ring-1 ring-zinc-600 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40';

/**
 * A performer's photos full screen: a modal native <dialog> (focus stays inside, the page behind is
 * inert), the arrow keys and buttons step through them, Escape or the close button ends it and
 * the carousel puts the focus back on the photo that was open.
 */
export default function PhotoViewer({ name, photos, start, onClose }: Props) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const titleId = useId();
  const count = photos.length;
  const position = index + 1;
  const at = useRef(start);
  at.current = index;
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
      element?.close();
    };
  }, []);
  const step = (by: number) => setIndex((i) => Math.max(0, Math.min(count - 1, i + by)));
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => onClose(at.current)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-zinc-950 p-0 text-zinc-50 backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-3">
          <h2 id={titleId} className="text-lg font-bold">
            <Trans>Photos of {name}</Trans>
          </h2>
          <p aria-live="polite" className="text-sm text-zinc-200">
            <Trans>
              Photo {position} of {count}
            </Trans>
          </p>
          <button
            type="button"
            className={control}
            onClick={() => dialog.current?.close()}
            aria-label={t`Close photos`}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
          <PerformerPhoto
            key={photos[index]}
            name={name}
            photos={[photos[index] ?? '']}
            eager
            alt={t`${name}, photo ${position} of ${count}`}
            sizes="100vw"
            className="h-full max-h-full w-auto max-w-full rounded-xl object-contain"
          />
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}
                onClick={() => step(-1)}
                disabled={index === 0}
                aria-label={t`Previous photo`}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
              <button
                type="button"
                className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}
                onClick={() => step(1)}
                disabled={index === count - 1}
                aria-label={t`Next photo`}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
