import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { telHref } from '../desk/contact-links';
import { bookingCardHref } from '../shell/booking-anchor';
import { AcknowledgeAlarm } from './acknowledge-dialog';
import type { Alarm } from './api';
import { accuracyInWords, alarmTitle, clockTime, mapHref, relativeTime } from './tonight-words';

const link =
  'font-semibold text-amber-200 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-200';
/** A number to call from the phone the desk holds: a 44 px target. */
const callLink = `${link} inline-flex min-h-11 items-center`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-rose-200">{label}</dt>
      <dd className="mt-0.5 break-words text-rose-50">{children}</dd>
    </div>
  );
}

function PhoneLink({ phone, name }: { phone: string; name: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className={callLink} aria-label={`Call ${name}: ${phone}`}>
      {phone}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

/** One open alarm, loud: what happened, to whom, where, who to call, and Acknowledge. */
export function AlarmCard({ alarm, now }: { alarm: Alarm; now: string }) {
  const title = alarmTitle(alarm);
  const headingId = `alarm-${alarm.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-rose-950 ring-2 ring-rose-500"
      data-alarm-kind={alarm.kind}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-rose-700 px-4 py-3 text-white">
        <h3 id={headingId} className="mr-auto text-xl font-extrabold">
          {title}: {alarm.performerName}
        </h3>
        <span className="text-sm font-semibold">
          Raised{' '}
          <time dateTime={alarm.raisedAt} title={clockTime(alarm.raisedAt)}>
            {relativeTime(alarm.raisedAt, now)}
          </time>
        </span>
        {alarm.stage === 'owners' && (
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-rose-800">
            Escalated to owners
          </span>
        )}
      </header>
      <dl className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Booking">
          <Link
            href={bookingCardHref(alarm.bookingId)}
            className={`${link} inline-flex min-h-6 items-center font-mono`}
            aria-label={`Booking ${alarm.reference}`}
          >
            {alarm.reference}
          </Link>
        </Fact>
        <Fact label="Address">{alarm.address || 'Not given'}</Fact>
        <Fact label="Client">
          {alarm.clientName}
          {alarm.clientPhone && (
            <>
              {' · '}
              <PhoneLink phone={alarm.clientPhone} name={`the client, ${alarm.clientName}`} />
            </>
          )}
        </Fact>
        <Fact label="Emergency contact">
          {alarm.emergencyContact ? (
            <>
              {alarm.emergencyContact.name}
              {' · '}
              <PhoneLink
                phone={alarm.emergencyContact.phone}
                name={`${alarm.performerName}'s emergency contact, ${alarm.emergencyContact.name}`}
              />
            </>
          ) : (
            'None on file'
          )}
        </Fact>
        <Fact label="Last location">
          {alarm.location ? (
            <>
              <a
                href={mapHref(alarm.location)}
                target="_blank"
                rel="noopener noreferrer"
                className={callLink}
                aria-label={`Open on the map: ${alarm.performerName}'s last location (new tab)`}
              >
                Open on the map
              </a>{' '}
              <span className="text-sm text-rose-200">
                {accuracyInWords(alarm.location.accuracy)}, at {clockTime(alarm.location.at)}
              </span>
            </>
          ) : (
            'Not shared'
          )}
        </Fact>
        {alarm.kind === 'no-show-risk' && (
          <Fact label="Free alternates">
            {alarm.alternates.length > 0 ? alarm.alternates.map((a) => a.name).join(', ') : 'Nobody free'}
          </Fact>
        )}
      </dl>
      <div className="px-4 pb-4">
        <AcknowledgeAlarm alarm={alarm} />
      </div>
    </article>
  );
}
