import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An error to read now: screen readers announce it as it appears. Renders nothing without text. */
export function ErrorAlert({ children, className }: { children?: ReactNode; className?: string }) {
  return children ? (
    <p role="alert" className={cn('rounded-lg bg-rose-950 p-3 text-sm text-rose-100 ring-1 ring-rose-700', className)}>
      {children}
    </p>
  ) : null;
}
