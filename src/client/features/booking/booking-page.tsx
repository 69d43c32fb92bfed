import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { businessDay } from '../../../shared/business-day';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { usePage } from '../../lib/page-context';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { performerListQuery } from '../performers/api';
import { useSubmitBooking } from './api';
import { ContactStep } from './contact-step';
import { DetailsStep } from './details-step';
import { clearDraft, type Draft, emptyDraft, loadDraft, saveDraft, toPayload } from './draft';
import { ReviewStep } from './review-step';
import { SelectStep } from './select-step';
import { StepIndicator } from './step-indicator';
import { type Errors, validateStep } from './validate';

const HEADINGS = { 1: 'Select performers', 2: 'Event details', 3: 'Your information', 4: 'Review and submit' } as const;

/** /booking and /booking/{performerId}: the four-step wizard (docs/product.md, Pages). */
export default function BookingPage() {
  usePage({
    title: 'Book Entertainers | Request a Booking',
    description:
      'Pick your performers, describe your event and send a booking request. 50% deposit via Cash App, reply within 24 hours.',
    canonicalPath: '/booking',
  });
  const { performerId } = useParams<{ performerId?: string }>();
  const [, navigate] = useLocation();
  const submitBooking = useSubmitBooking();
  const performers = useQuery(performerListQuery());
  const areas = useQuery(serviceAreasQuery());
  const eventTypes = useQuery(eventTypesQuery());
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(performerId));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const restored = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = businessDay(new Date()).date;

  // The draft is read after hydration (the server knows nothing of sessionStorage), then kept in step.
  useEffect(() => {
    const saved = loadDraft();
    if (saved && (!performerId || saved.performerIds?.includes(performerId))) {
      setDraft((d) => ({ ...d, ...saved }));
    }
    restored.current = true;
  }, [performerId]);
  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [draft.step]);

  const list = performers.data ?? [];
  const chosen = draft.performerIds.flatMap((id) => list.filter((p) => p.id === id));
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const toggle = (id: string) =>
    set(
      'performerIds',
      draft.performerIds.includes(id) ? draft.performerIds.filter((x) => x !== id) : [...draft.performerIds, id],
    );
  const goTo = (step: Draft['step']) => setDraft((d) => ({ ...d, step }));

  const next = () => {
    const found = validateStep(draft.step, draft, chosen);
    setErrors(found);
    if (Object.keys(found).length === 0 && draft.step < 4) goTo((draft.step + 1) as Draft['step']);
  };

  const submit = async () => {
    const found = validateStep(3, draft, chosen);
    if (Object.keys(found).length > 0 || chosen.length === 0) {
      setErrors(found);
      if (Object.keys(found).length > 0) goTo(3);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await submitBooking.mutateAsync(toPayload(draft));
      toast({
        title: 'Booking Submitted Successfully!',
        description: "We'll contact you within 24 hours to confirm your booking.",
      });
      clearDraft();
      navigate(answer.id ? `/booking-confirmation/${answer.id}` : '/');
    } catch {
      toast({
        title: 'Booking Failed',
        description: 'Please check your information and try again.',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
        <span aria-hidden="true">←</span> Back to Home
      </Button>
      <h1 className="mt-3 text-3xl font-extrabold">Book Your Entertainment</h1>
      <StepIndicator step={draft.step} />
      <section aria-labelledby="step-heading" className="mt-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {HEADINGS[draft.step]}
          </h2>
          {draft.step === 2 && (
            <Button variant="secondary" size="sm" onClick={() => goTo(1)}>
              Change Performers
            </Button>
          )}
        </div>
        {draft.step === 1 && (
          <SelectStep performers={list} selected={draft.performerIds} onToggle={toggle} error={errors.performerIds} />
        )}
        {draft.step === 2 && (
          <DetailsStep
            draft={draft}
            set={set}
            errors={errors}
            chosen={chosen}
            areas={areas.data ?? []}
            eventTypes={eventTypes.data ?? []}
            today={today}
          />
        )}
        {draft.step === 3 && <ContactStep draft={draft} set={set} errors={errors} />}
        {draft.step === 4 && (
          <ReviewStep draft={draft} chosen={chosen} areas={areas.data ?? []} eventTypes={eventTypes.data ?? []} />
        )}
      </section>
      <div className="mt-8 flex justify-between gap-3">
        <Button variant="secondary" disabled={draft.step === 1} onClick={() => goTo((draft.step - 1) as Draft['step'])}>
          Previous
        </Button>
        {draft.step < 4 ? (
          <Button onClick={next}>Continue</Button>
        ) : (
          <Button onClick={submit} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Booking Request'}
          </Button>
        )}
      </div>
    </div>
  );
}
