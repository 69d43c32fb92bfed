import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePage } from '../../lib/page-context';

export function NotFoundPage() {
  const { t } = useLingui();
  usePage(
    { title: t`404 Page Not Found`, description: t`The page you are looking for does not exist.`, noindex: true },
    404,
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-zinc-300">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Link href="/" className="inline-block rounded-lg bg-amber-400 px-5 py-3 font-semibold text-zinc-950">
          <Trans>Back to Gallery</Trans>
        </Link>
        <Link href="/find-booking" className="inline-flex min-h-11 items-center text-amber-300 underline">
          <Trans>Find my booking</Trans>
        </Link>
      </div>
    </div>
  );
}
