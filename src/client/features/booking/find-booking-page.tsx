import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { phoneForPeople } from '../../../shared/business';
import type { I18n } from '../../../shared/i18n-runtime';
import { ContactLinks } from '../../components/layout/contact-links';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useBusiness } from '../../lib/business';
import { ApiError } from '../../lib/http';
import { usePage } from '../../lib/page-context';
import { useHydrated } from '../../lib/use-hydrated';
import { lookupBooking } from './api';
import { type LookupErrors, type LookupFields, lookupErrors, lookupPayload } from './find-booking-rules';
import { ruleMessage, translated } from './rule-messages';

/** The server's one answer, whether or not a booking matched (shared/schemas/booking.ts, LOOKUP_ANSWER). */
const SENT = msg`If a booking matches that e-mail address and reference, we have sent its link to that address. It can take a few minutes to arrive.`;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/** The words for a failed look-up: the server's own for a rate limit or bad input, else a plain retry hint. */
function failure(i18n: I18n, err: unknown, phone: string | null): { message: string; fields: LookupErrors } {
  const number = phone ? phoneForPeople(phone) : '';
  const answer = err instanceof ApiError ? err : null;
  // The server's own words say when to try again; they are English, so a Spanish page says its own.
  const said = i18n.locale === 'en' ? (answer?.serverMessage ?? null) : null;
  if (answer?.status === 429) {
    return {
      message: said
        ? said
        : number
          ? i18n._(msg`Too many look-ups from your network. Please try again later, or call us at ${number}.`)
          : i18n._(msg`Too many look-ups from your network. Please try again later.`),
      fields: {},
    };
  }
  if (answer?.status === 400) {
    const fields: LookupErrors = {};
    for (const issue of answer.issues) {
      if (issue.path === 'email' || issue.path === 'reference') fields[issue.path] ??= ruleMessage(i18n, issue.message);
    }
    return { message: i18n._(msg`Please check the e-mail address and booking reference.`), fields };
  }
  return {
    message: number
      ? i18n._(msg`We could not look up your booking just now. Please try again in a moment, or call us at ${number}.`)
      : i18n._(msg`We could not look up your booking just now. Please try again in a moment.`),
    fields: {},
  };
}

/** /find-booking: e-mails the link to a booking, given the address it was made with and its reference. */
export default function FindBookingPage() {
  const business = useBusiness();
  const { t, i18n } = useLingui();
  const name = business.name;
  usePage({
    title: t`Find My Booking | ${name}`,
    description: t`Lost the link to your booking? Enter your e-mail address and booking reference and we e-mail it to you.`,
    canonicalPath: '/find-booking',
  });
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<LookupFields>({ email: '', reference: '' });
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<LookupErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const set = (field: keyof LookupFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirst = (found: LookupErrors) => {
    const first = found.email ? 'email' : found.reference ? 'reference' : null;
    const input = first ? form.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLInputElement) input.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (outcome.kind === 'sending') return;
    const found = translated(i18n, lookupErrors(fields));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'idle' });
      focusFirst(found);
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      await lookupBooking(lookupPayload(fields));
      setOutcome({ kind: 'sent', message: i18n._(SENT) });
    } catch (err) {
      const { message, fields: fieldErrors } = failure(i18n, err, business.phone);
      setErrors(fieldErrors);
      setOutcome({ kind: 'failed', message });
      focusFirst(fieldErrors);
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">
        <Trans>Find my booking</Trans>
      </h1>
      <p className="mt-3 text-zinc-200">
        <Trans>
          Enter the e-mail address you booked with and your booking reference: the 8 letters and digits in your
          confirmation e-mail, like 3F2A9C1E. We e-mail you the link to your booking.
        </Trans>
      </p>
      <form ref={form} noValidate onSubmit={submit} className="mt-6 space-y-4">
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={fields.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label={t`Booking reference`}
          name="reference"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={fields.reference}
          onChange={(e) => set('reference', e.target.value)}
          error={errors.reference}
        />
        <Button type="submit" disabled={outcome.kind === 'sending' || !hydrated}>
          {outcome.kind === 'sending' ? t`Sending...` : t`Send me the link`}
        </Button>
      </form>
      {/* Always in the page, so that screen readers announce the answer when it arrives. */}
      <div role="status" className="mt-6">
        {outcome.kind === 'sent' && (
          <p className="rounded-xl bg-emerald-950 p-4 text-emerald-50 ring-1 ring-emerald-700">{outcome.message}</p>
        )}
      </div>
      {outcome.kind === 'failed' && (
        <p role="alert" className="mt-2 rounded-xl bg-rose-950 p-4 text-rose-50 ring-1 ring-rose-700">
          {outcome.message}
        </p>
      )}
      <ContactLinks lead={t`No reference, or no e-mail from us?`} className="mt-8 text-sm text-zinc-300" />
    </div>
  );
}
