import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-zinc-800 text-zinc-100 ring-zinc-600',
  gold: 'bg-amber-400 text-zinc-950 ring-amber-300',
  pink: 'bg-fuchsia-950 text-fuchsia-100 ring-fuchsia-700',
  green: 'bg-emerald-950 text-emerald-100 ring-emerald-700',
  blue: 'bg-sky-950 text-sky-100 ring-sky-700',
  yellow: 'bg-yellow-950 text-yellow-100 ring-yellow-700',
  orange: 'bg-orange-950 text-orange-100 ring-orange-700',
  red: 'bg-rose-950 text-rose-100 ring-rose-700',
  gray: 'bg-zinc-800 text-zinc-200 ring-zinc-600',
} as const;
export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
