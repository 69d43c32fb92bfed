import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Dispatch, lazy, type SetStateAction, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { businessDay, businessTime } from '../../../shared/business-day';
import { estimate, ratesOf } from '../../../shared/pricing';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { useResource } from '../../lib/resource';
import { cancellationPolicyResource, eventTypesResource, serviceAreasResource } from '../catalog/api';
import { performerListResource } from '../performers/api';
import { useSubmitBooking } from './api';
import { DetailsStep, loadChecks } from './details-step';
import { clearDraft, contextOf, type Draft, emptyDraft, loadDraft, saveDraft, toPayload } from './draft';
import { SelectStep } from './select-step';
import { StepIndicator } from './step-indicator';
import type { Errors } from './validate';
import { WizardBar } from './wizard-bar';

/** For the route (routes.ts): step 2's code, when the wizard opens on it. */
export { preloadDetails } from './details-step';

// Steps 3 and 4 load a step ahead of the visitor: they are not needed to start a booking (the
// page's first load stays inside its script budget).
const loadContact = () => import('./contact-step');
const loadReview = () => import('./review-step');
const ContactStep = lazy(() => loadContact().then(({ ContactStep }) => ({ default: ContactStep })));
const ReviewStep = lazy(() => loadReview().then(({ ReviewStep }) => ({ default: ReviewStep })));

const HEADINGS = {
  1: msg`Select performers`,
  2: msg`Event details`,
  3: msg`Your information`,
  4: msg`Review and submit`,
} as const;

type SetField = <K extends keyof Draft>(field: K, value: Draft[K]) => void;

/** /booking and /booking/{performerId}: the four-step wizard (docs/product.md, Pages). */
export default function BookingPage() {
  const { t, i18n } = useLingui();
  usePage({
    title: t`Book Entertainers | Request a Booking`,
    description: t`Pick your performers, describe your event and send a booking request. 50% deposit via Cash App, reply within 24 hours.`,
    canonicalPath: '/booking',
  });
  const { performerId } = useParams<{ performerId?: string }>();
  const [, navigate] = useLocation();
  const performers = useResource(performerListResource());
  const areas = useResource(serviceAreasResource());
  const eventTypes = useResource(eventTypesResource());
  const policy = useResource(cancellationPolicyResource());
  const locale = useLocale();
  const list = performers.data ?? [];
  const known = (id: string) => list.some((p) => p.id === id);
  // /booking/{id} for a performer the list does not hold (unknown or hidden) stays on step 1 and says so.
  const unavailable = Boolean(performerId && performers.isSuccess && !known(performerId));
  const [draft, setDraft] = useKeptDraft({
    performerId,
    listReady: performers.isSuccess,
    unavailable,
    known,
    list: performers.data,
  });
  const chosen = draft.performerIds.flatMap((id) => list.filter((p) => p.id === id));
  const wizard = useWizard(draft, setDraft, chosen);
  const { errors, set, goTo } = wizard;
  const clock = new Date();
  const { stepSection, heading } = useStepFocus(draft.step, wizard.errorRound);
  const prices = estimate(draft.serviceType, draft.durationHours, chosen.map(ratesOf));
  const { submit, submitting } = useSubmit(draft, chosen, wizard);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
        <span aria-hidden="true">←</span> <Trans>Back to Home</Trans>
      </Button>
      <h1 className="mt-3 text-3xl font-extrabold">
        <Trans>Book Your Entertainment</Trans>
      </h1>
      <StepIndicator step={draft.step} />
      <section ref={stepSection} aria-labelledby="step-heading" className="mt-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {i18n._(HEADINGS[draft.step])}
          </h2>
          {draft.step === 2 && (
            <Button variant="secondary" size="sm" onClick={() => goTo(1)}>
              <Trans>Change Performers</Trans>
            </Button>
          )}
        </div>
        <StepBody
          draft={draft}
          set={set}
          errors={errors}
          list={list}
          chosen={chosen}
          onToggle={wizard.toggle}
          unavailable={unavailable}
          areas={areas.data ?? []}
          eventTypes={eventTypes.data ?? []}
          policyText={policy.data?.text[locale]}
          clock={clock}
          listReady={performers.isSuccess}
        />
      </section>
      <WizardBar
        step={draft.step}
        chosen={chosen}
        prices={prices}
        onPrevious={() => goTo((draft.step - 1) as Draft['step'])}
        onContinue={wizard.next}
        onSubmit={submit}
        submitting={submitting}
      />
    </div>
  );
}

/** The wizard's moves: field edits (each clears its error), Continue, and the step a click goes to. */
function useWizard(draft: Draft, setDraft: Dispatch<SetStateAction<Draft>>, chosen: Performer[]) {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Errors>({});
  /** Bumped by each Continue or Submit that finds errors: the first invalid field then gets focus. */
  const [errorRound, setErrorRound] = useState(0);
  const set: SetField = (field, value) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const toggle = (id: string) =>
    set(
      'performerIds',
      draft.performerIds.includes(id) ? draft.performerIds.filter((x) => x !== id) : [...draft.performerIds, id],
    );
  const goTo = (step: Draft['step']) => setDraft((d) => ({ ...d, step }));
  const next = async () => {
    const { validateStep } = await loadChecks();
    const found = validateStep(draft.step, draft, chosen, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) setErrorRound((n) => n + 1);
    else if (draft.step < 4) goTo((draft.step + 1) as Draft['step']);
  };
  return { errors, errorRound, set, toggle, goTo, next, setErrors, setErrorRound };
}

/**
 * The draft is read after hydration (the server knows nothing of sessionStorage), loses the
 * performers that are gone once the list is here, and is kept in sessionStorage as it changes.
 */
function useKeptDraft({
  performerId,
  listReady,
  unavailable,
  known,
  list,
}: {
  performerId: string | undefined;
  listReady: boolean;
  unavailable: boolean;
  known: (id: string) => boolean;
  list: unknown;
}) {
  // The link's context (area, event type, budget: draft.ts) is the latest choice: it wins over a kept
  // draft, once; the address then loses it, so a reload keeps what the visitor changed since.
  const search = useSearch();
  const [draft, setDraft] = useState<Draft>(() => ({
    ...emptyDraft(unavailable ? undefined : performerId),
    ...contextOf(search),
  }));
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's context is read once per performer
  useEffect(() => {
    const saved = loadDraft();
    const context = contextOf(search);
    if (saved && (!performerId || saved.performerIds?.includes(performerId))) {
      setDraft((d) => ({ ...d, ...saved, ...context }));
    }
    if (search) history.replaceState(history.state, '', location.pathname);
    restored.current = true;
  }, [performerId]);
  // Performers that are gone (hidden, deleted, or a mistyped link) leave the draft once the list is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list arrives or the link's performer changes
  useEffect(() => {
    if (!listReady) return;
    setDraft((d) => {
      const kept = d.performerIds.filter(known);
      if (kept.length === d.performerIds.length && !(unavailable && d.step !== 1)) return d;
      return { ...d, performerIds: kept, step: unavailable || kept.length === 0 ? 1 : d.step };
    });
  }, [listReady, unavailable, list]);
  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);
  return [draft, setDraft] as const;
}

/**
 * Focus follows the wizard: to the first invalid field after each refused Continue or Submit, to
 * the step's heading when the step changes (not on the first render); the later steps' code loads
 * a step ahead.
 */
function useStepFocus(step: Draft['step'], errorRound: number) {
  const stepSection = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (errorRound === 0) return;
    const section = stepSection.current;
    const first = section?.querySelector<HTMLElement>('[aria-invalid="true"], [data-step-error]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [errorRound]);
  useEffect(() => {
    if (step >= 2) void loadContact();
    if (step >= 3) void loadReview();
  }, [step]);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return { stepSection, heading };
}

/** Sends the request: back to the step that needs attention if it cannot go yet, else to its confirmation. */
function useSubmit(
  draft: Draft,
  chosen: Performer[],
  {
    goTo,
    setErrors,
    setErrorRound,
  }: {
    goTo: (step: Draft['step']) => void;
    setErrors: (errors: Errors) => void;
    setErrorRound: Dispatch<SetStateAction<number>>;
  },
) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const submitBooking = useSubmitBooking();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    // Never a silent no: a request that cannot go yet goes back to the step that needs attention.
    const { validateStep } = await loadChecks();
    const checks: [Draft['step'], Errors][] =
      chosen.length === 0
        ? [[1, validateStep(1, { ...draft, performerIds: [] }, [], i18n)]]
        : [
            [3, validateStep(3, draft, chosen, i18n)],
            [4, validateStep(4, draft, chosen, i18n)],
          ];
    const failed = checks.find(([, found]) => Object.keys(found).length > 0);
    if (failed) {
      setErrors(failed[1]);
      goTo(failed[0]);
      setErrorRound((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await submitBooking(toPayload(draft, locale));
      toast({
        title: t`Booking Submitted Successfully!`,
        description: t`We'll contact you within 24 hours to confirm your booking.`,
      });
      clearDraft();
      navigate(answer.id ? `/booking-confirmation/${answer.id}` : '/');
    } catch {
      toast({
        title: t`Booking Failed`,
        description: t`Please check your information and try again.`,
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}

/** The current step's fields. */
function StepBody({
  draft,
  set,
  errors,
  list,
  chosen,
  onToggle,
  unavailable,
  areas,
  eventTypes,
  policyText,
  clock,
  listReady,
}: {
  draft: Draft;
  set: SetField;
  errors: Errors;
  list: Performer[];
  chosen: Performer[];
  onToggle: (id: string) => void;
  unavailable: boolean;
  areas: NamedRef[];
  eventTypes: NamedRef[];
  /** The cancellation policy in force, in the page's language (absent while it loads or if it failed). */
  policyText: string | undefined;
  clock: Date;
  /** The performers' details are here (after an in-app link they load with the page). */
  listReady: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {draft.step === 1 && unavailable && (
        <p role="status" className="mb-4 rounded-lg bg-zinc-900 p-3 text-amber-200 ring-1 ring-amber-400/40">
          <Trans>That performer is not available any more. Choose from the performers below.</Trans>
        </p>
      )}
      {draft.step === 1 && (
        <SelectStep performers={list} selected={draft.performerIds} onToggle={onToggle} error={errors.performerIds} />
      )}
      {draft.step === 2 && (
        <DetailsStep
          ready={listReady}
          draft={draft}
          set={set}
          errors={errors}
          chosen={chosen}
          list={list}
          onAdd={onToggle}
          areas={areas}
          eventTypes={eventTypes}
          today={businessDay(clock).date}
          timeNow={businessTime(clock)}
        />
      )}
      {draft.step === 3 && (
        <Suspense fallback={<p className="text-zinc-300">{t`Loading...`}</p>}>
          <ContactStep draft={draft} set={set} errors={errors} />
        </Suspense>
      )}
      {draft.step === 4 && (
        <Suspense fallback={<p className="text-zinc-300">{t`Loading...`}</p>}>
          <ReviewStep
            draft={draft}
            chosen={chosen}
            areas={areas}
            eventTypes={eventTypes}
            policyText={policyText}
            onAcceptRules={(accepted) => set('acceptRules', accepted)}
            rulesError={errors.acceptRules}
          />
        </Suspense>
      )}
    </>
  );
}
