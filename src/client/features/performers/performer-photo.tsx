import { useEffect, useRef, useState } from 'react';

/** The spec counts the string 'null' as a missing photo. */
export function mainPhotoOf(photos: readonly string[]): string | null {
  const first = photos[0];
  return first && first !== 'null' ? first : null;
}

type Props = { name: string; photos: readonly string[]; className?: string; eager?: boolean };

/** A performer's main photo, or the first letter of the name when the photo is missing, broken or empty. */
export function PerformerPhoto({ name, photos, className = '', eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const src = mainPhotoOf(photos);
  // A server-rendered image can fail before React hydrates and attaches onError: check once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!src || failed) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-fuchsia-900 to-indigo-900 text-5xl font-bold text-white ${className}`}
        role="img"
        aria-label={`${name} (no photo)`}
      >
        {name.charAt(0).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      ref={imgRef}
      src={src}
      alt={name}
      width={600}
      height={800}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
      onLoad={(e) => {
        if (e.currentTarget.naturalWidth === 0) setFailed(true);
      }}
    />
  );
}
