import { CopyButton } from '../../../components/ui/copy-button';

/** The reference people quote ("Ref 3F2A9C1E"), large, with a button that copies it. */
export function BookingReference({ reference }: { reference: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="font-mono text-2xl font-bold tracking-wider text-amber-200">
        <span className="font-sans text-base font-semibold tracking-normal text-zinc-300">Ref</span> {reference}
      </p>
      <CopyButton text={reference} label={`reference ${reference}`} />
    </div>
  );
}
