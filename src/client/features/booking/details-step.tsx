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

/**
 * The wizard's checks (validate.ts with the shared booking rules and their messages): every
 * Continue and Submit runs them, so they come with step 2's code, a step ahead; a Continue tapped
 * with no performer chosen waits for them.
 */
export const loadChecks = () => import('./validate');

/** Starts loading step 2's code and the checks; resolves when they are here. */
export const preloadDetails = () => Promise.all([load(), loadChecks()]).then(() => undefined);

/**
 * The event-details step: at once when its code and the performers' details are here, else after
 * 'Loading...' as tall as the form, so that nothing moves when the form comes in after an in-app
 * link (the chosen performers' notes, evening only or days off, sit among its fields: issue 31).
 */
export function DetailsStep({ ready, ...props }: Props & { ready: boolean }) {
  const { t } = useLingui();
  const Loaded = loaded;
  const waiting = (
    <p role="status" className="min-h-[40rem] text-zinc-300">
      {t`Loading...`}
    </p>
  );
  if (!ready) return waiting;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={waiting}>
      <Deferred {...props} />
    </Suspense>
  );
}
