import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const TICK_MS = 50;

/**
 * A button that acts only when held down for `holdMs` (about 2 seconds), showing how far along
 * the hold is: a tap, a brush in a pocket or a stray key does nothing. A finger or the mouse holds
 * it; on a keyboard, Space or Enter held down. Letting go, sliding off or losing focus starts over.
 */
export function HoldButton({
  holdMs = 2000,
  onHeld,
  disabled = false,
  hint,
  children,
}: {
  holdMs?: number;
  onHeld: () => void;
  disabled?: boolean;
  /** How to use it, read out with the button. */
  hint: ReactNode;
  children: ReactNode;
}) {
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const held = useRef(onHeld);
  held.current = onHeld;

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setProgress(0);
  }, []);

  const start = useCallback(() => {
    if (disabled || timer.current !== null) return;
    const startedAt = Date.now();
    timer.current = setInterval(() => {
      const done = Math.min(1, (Date.now() - startedAt) / holdMs);
      setProgress(done);
      if (done >= 1) {
        stop();
        held.current();
      }
    }, TICK_MS);
  }, [disabled, holdMs, stop]);

  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);

  const isHoldKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter';

  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        data-holding={progress > 0 ? 'true' : undefined}
        className="relative isolate flex min-h-16 w-full touch-none select-none items-center justify-center overflow-hidden rounded-xl bg-rose-700 px-6 text-xl font-bold text-white ring-2 ring-rose-400 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-rose-200 disabled:opacity-50"
        onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onBlur={stop}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (!isHoldKey(e)) return;
          e.preventDefault();
          if (!e.repeat) start();
        }}
        onKeyUp={(e) => {
          if (isHoldKey(e)) stop();
        }}
        // A click alone (a tap, or the click a key makes) never acts: only the hold does.
        onClick={(e) => e.preventDefault()}
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 -z-10 bg-rose-500"
          style={{ width: `${Math.round(progress * 100)}%` }}
        />
        {children}
      </button>
      <p id={hintId} className="mt-2 text-sm text-zinc-300">
        {hint}
      </p>
    </div>
  );
}
