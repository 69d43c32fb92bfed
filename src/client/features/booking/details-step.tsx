import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type { DetailsStep as Form } from './details-form';

type Props = ComponentProps<typeof Form>;

/*
 * Step 2's code (the event form, the date field and its rules) is not needed to start a booking:
 * it loads once the visitor has chosen a performer (select-step.tsx), a step ahead of them, like
 * steps 3 and 4 (issue 27: the wizard's first load within the public pages' script budget).
 */
let loaded: ComponentType<Props> | undefined;
const load = () =>
  import('./details-form').then(({ DetailsStep }) => {
    loaded = DetailsStep;
    return { default: DetailsStep };
  });
const Deferred = lazy(load);

/** Starts loading step 2's code; resolves when it is here. */
export const preloadDetails = () => load().then(() => undefined);

/** The event-details step: at once when its code is here, else after 'Loading...'. */
export function DetailsStep(props: Props) {
  const { t } = useLingui();
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<p className="text-zinc-300">{t`Loading...`}</p>}>
      <Deferred {...props} />
    </Suspense>
  );
}
