import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { buttonClass } from './button';

type CopyState = 'idle' | 'copied' | 'failed';

/** A Copy button for a short text, with a status region that screen readers announce. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const { t } = useLingui();
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http on another host): say so rather than fail silently.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={copy}>
        <Trans>Copy</Trans>
        <span className="sr-only"> {label}</span>
      </button>
      {/* Always in the page, so that screen readers announce the change. */}
      <span role="status" className={state === 'failed' ? 'text-sm text-rose-200' : 'text-sm text-emerald-300'}>
        {state === 'copied' ? t`Copied` : state === 'failed' ? t`Could not copy: select it instead` : ''}
      </span>
    </>
  );
}
