import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MAIN_PHOTO_TIMING } from '../../ssr-contract';

/** The spec counts the string 'null' as a missing photo. */
export function mainPhotoOf(photos: readonly string[]): string | null {
  const first = photos[0];
  return first && first !== 'null' ? first : null;
}

const OWN_PHOTO = /^\/objects\/photos\/([0-9a-f]{24})\.webp$/;
const WIDTHS = [320, 640, 960, 1280];

/** Our own photos come in responsive WebP widths (photos/<hash>-<width>.webp); external URLs as they are. */
function srcSetOf(src: string): string | undefined {
  const hash = OWN_PHOTO.exec(src)?.[1];
  return hash ? WIDTHS.map((w) => `/objects/photos/${hash}-${w}.webp ${w}w`).join(', ') : undefined;
}

/** Element Timing's attribute (not in React's types): the main photo reports when it has painted. */
const mainPhotoTiming: Record<string, string> = { elementtiming: MAIN_PHOTO_TIMING };

type Props = {
  name: string;
  photos: readonly string[];
  className?: string;
  eager?: boolean;
  /** The rendered width, for the browser's choice among the variants. */
  sizes?: string;
  /** The image's text alternative: the name by default. */
  alt?: string;
};

/** A performer's main photo, or the first letter of the name when the photo is missing, broken or empty. */
export function PerformerPhoto({
  name,
  photos,
  className = '',
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  alt = name,
}: Props) {
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { t } = useLingui();
  const imgRef = useRef<HTMLImageElement>(null);
  const src = mainPhotoOf(photos);
  // A server-rendered image can fail before React hydrates and attaches onError: check once mounted.
  useEffect(() => {
    setMounted(true);
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!src || failed) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-fuchsia-900 to-indigo-900 text-5xl font-bold text-white ${className}`}
        role="img"
        aria-label={t`${name} (no photo)`}
      >
        {name.charAt(0).toUpperCase()}
      </div>
    );
  }
  const image = (
    <img
      ref={imgRef}
      src={src}
      srcSet={srcSetOf(src)}
      sizes={sizes}
      alt={alt}
      width={600}
      height={800}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      {...(eager ? mainPhotoTiming : {})}
      decoding={eager ? 'auto' : 'async'}
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
      onLoad={(e) => {
        if (e.currentTarget.naturalWidth === 0) setFailed(true);
      }}
    />
  );
  // Only the page's main photo is in the server's HTML as an image; the others are placeholders of
  // the same size until the page is live (entry-client.tsx starts the app once that photo shows),
  // so on a slow phone no photo further down shares the bandwidth with the first one.
  if (!eager && !mounted) {
    return (
      <div role="img" aria-label={alt} className={`bg-zinc-900 ${className}`}>
        <noscript>
          <img src={src} alt="" width={600} height={800} loading="lazy" className="h-full w-full object-cover" />
        </noscript>
      </div>
    );
  }
  return image;
}
