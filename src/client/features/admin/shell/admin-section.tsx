import { type ReactNode, useId } from 'react';

/** A titled card of a staff page (the account page's parts, the staff page's); its heading names it. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="rounded-2xl bg-zinc-900 p-5 ring-1 ring-zinc-700">
      <h2 id={heading} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
