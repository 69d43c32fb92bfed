import { Button } from './button';

/**
 * A page or a part of one that could not load: what failed, and a way to try again. Never the
 * words of "empty" or "not found": those are answers, this is a failure (issue 26).
 */
export function LoadError({
  title,
  action,
  onAction,
}: {
  title: string;
  /** The button's words (each page's own catalog has them: nothing here adds to every page's). */
  action: string;
  onAction: () => void;
}) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h2 className="text-2xl font-bold">{title}</h2>
      <Button className="mt-6" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
