import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type GalleryFilters, parseFilters, toSearch } from './filter-state';

/** The filters in the URL, and a setter that rewrites the URL (replacing, so Back leaves the page). */
export function useGalleryFilters(): [GalleryFilters, (next: GalleryFilters) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback(
    (next: GalleryFilters) => navigate(`${path}${toSearch(next)}`, { replace: true }),
    [navigate, path],
  );
  return [filters, setFilters];
}

/**
 * A text field that types freely and commits to the URL after a pause (or on blur), and follows
 * the URL when it changes from elsewhere (Clear All).
 */
export function useCommittedText(value: string, commit: (text: string) => void, delayMs = 350) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) commitRef.current(next);
  };
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => {
      const next = e.target.value;
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitRef.current(next), delayMs);
    },
    onBlur: () => flush(text),
  };
}
