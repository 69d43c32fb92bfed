import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { AdminSection } from '../shell/admin-section';
import { countOf } from '../shell/format';
import { AlarmCard } from './alarm-card';
import { AlarmSoundControls } from './alarm-sound-controls';
import { type Tonight, tonightQuery } from './api';
import { NightBookings } from './night-bookings';
import { clockTime } from './tonight-words';

function Board({ tonight }: { tonight: Tonight }) {
  const { alarms, bookings, now } = tonight;
  return (
    <>
      <section aria-labelledby="alarms-title" className="mt-6">
        <h2 id="alarms-title" className="text-2xl font-bold">
          Alarms
        </h2>
        {/* Read out when it changes: a new alarm is announced as it sounds. */}
        <p
          aria-live="assertive"
          className={alarms.length > 0 ? 'mt-1 font-semibold text-rose-200' : 'mt-1 text-zinc-300'}
        >
          {alarms.length > 0 ? `${countOf(alarms.length, 'open alarm')}: call, then acknowledge.` : 'No open alarms.'}
        </p>
        {alarms.length > 0 && (
          <ul className="mt-3 space-y-4">
            {alarms.map((alarm) => (
              <li key={alarm.id}>
                <AlarmCard alarm={alarm} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="mt-8">
        <AdminSection title="Bookings tonight">
          <NightBookings bookings={bookings} now={now} />
        </AdminSection>
      </div>
    </>
  );
}

/** The desk's night (issue 30): open alarms at the top, loud, then every booking of the night. */
function TonightBoard() {
  const tonight = useQuery(tonightQuery());
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-3xl font-bold">Tonight</h1>
        <AlarmSoundControls alarmIds={tonight.data?.alarms.map((a) => a.id) ?? []} />
      </div>
      {tonight.data && (
        <p className="mt-2 text-sm text-zinc-300">
          Updated at <time dateTime={tonight.data.now}>{clockTime(tonight.data.now)}</time>; refreshed every 15 seconds.
        </p>
      )}
      {tonight.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-rose-950 p-3 text-rose-100 ring-1 ring-rose-700">
          {tonight.data
            ? `The board could not be refreshed (${tonight.error.message}). It shows what was read at ${clockTime(tonight.data.now)}; it tries again every 15 seconds.`
            : `The board could not be loaded: ${tonight.error.message}. It tries again every 15 seconds.`}
        </p>
      )}
      {tonight.data ? (
        <Board tonight={tonight.data} />
      ) : (
        tonight.isPending && (
          <div className="mt-6 space-y-4">
            <p role="status">Loading...</p>
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        )
      )}
    </div>
  );
}

export default function AdminTonightPage() {
  // The board's last read, without reading it here (the gate decides that): a background tab's
  // title says how many alarms are open.
  const alarms = useQuery({ ...tonightQuery(), enabled: false }).data?.alarms.length ?? 0;
  usePage({ title: alarms > 0 ? `(${alarms}) Alarm - Tonight` : 'Tonight', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to see tonight's bookings and alarms.">
      {() => <TonightBoard />}
    </AdminGate>
  );
}
