import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

const variants = {
  primary:
    'bg-amber-400 text-zinc-950 hover:bg-amber-300 focus-visible:outline-amber-200 disabled:bg-zinc-600 disabled:text-zinc-300',
  secondary:
    'bg-zinc-800 text-zinc-50 ring-1 ring-zinc-600 hover:bg-zinc-700 focus-visible:outline-amber-300 disabled:bg-transparent disabled:ring-zinc-700 disabled:hover:bg-transparent',
  ghost: 'text-zinc-100 hover:bg-zinc-800 focus-visible:outline-amber-300',
  danger: 'bg-rose-700 text-white hover:bg-rose-600 focus-visible:outline-rose-300',
} as const;
const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-base', lg: 'h-12 px-6 text-lg' } as const;

export type ButtonVariant = keyof typeof variants;
type StyleProps = { variant?: ButtonVariant; size?: keyof typeof sizes; className?: string };

export function buttonClass({ variant = 'primary', size = 'md', className }: StyleProps = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button (client-side navigation). */
export function ButtonLink({ href, children, ...style }: StyleProps & { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={buttonClass(style)}>
      {children}
    </Link>
  );
}
