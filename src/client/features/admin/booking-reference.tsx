import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** The reference people quote ("Ref 3F2A9C1E"), large, with a button that copies it. */
export function BookingReference({ reference }: { reference: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="font-mono text-2xl font-bold tracking-wider text-amber-200">
        <span className="font-sans text-base font-semibold tracking-normal text-zinc-300">Ref</span> {reference}
      </p>
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={copy}>
        Copy<span className="sr-only"> reference {reference}</span>
      </button>
      {/* Always in the page, so screen readers announce the change. */}
      <span role="status" className={state === 'failed' ? 'text-sm text-rose-200' : 'text-sm text-emerald-300'}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy: select the reference instead' : ''}
      </span>
    </div>
  );
}
