import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/ui/copy-button';

/** The booking reference, large, with a button that copies it. */
export function ReferenceCopy({ reference }: { reference: string }) {
  const { t } = useLingui();
  return (
    <div className="rounded-2xl bg-zinc-900 p-5 ring-1 ring-amber-400/60">
      <p className="text-sm font-semibold text-zinc-300">
        <Trans>Your booking reference</Trans>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <p className="select-all font-mono text-3xl font-bold tracking-widest text-amber-200">{reference}</p>
        <CopyButton text={reference} label={t`booking reference`} />
      </div>
      <p className="mt-2 text-sm text-zinc-300">
        <Trans>Quote it whenever you call or e-mail us.</Trans>
      </p>
    </div>
  );
}
