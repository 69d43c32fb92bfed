import { businessDay } from '../../../shared/business-day';
import { addDays, bookingReference } from '../../../shared/event-time';
import { alarmKindForMiss, ESCALATE_AFTER_MS, isWithinNight, nextCheckin } from '../../../shared/safety';
import { recordAudit } from '../audit';
import {
  type AlarmJob,
  alarmNote,
  raiseAlarm,
  SAFETY_ALARM_QUEUE,
  type SafetyDeps,
  scheduleTimer,
  TIMERS,
} from './alarms';
import { nightTimes } from './night';
import {
  alarmRow,
  checkinsOf,
  deleteLocationsUpTo,
  escalateUnanswered,
  findNight,
  lockNight,
  missAlarmed,
  type Night,
  nightsBetween,
  performerReach,
} from './repository';

const MINUTE = 60_000;

/** What a run of the timers did: alarms raised, alarms sent to the owners. */
type TimerOutcome = { raised: number; escalated: number };
/** Locations are kept this many days after the booking's date. */
const LOCATION_DAYS = 7;

/** When the booking was last confirmed (its status history), or null if the history does not say. */
function confirmedAt(night: Night): Date | null {
  const moves = night.statusHistory.filter((h) => h.to === 'confirmed');
  const at = moves[moves.length - 1]?.at;
  return at ? new Date(at) : null;
}

/**
 * The timers of the night (decision 038), on the app's clock. Each step is worked out again from
 * what is stored whenever a timer fires, so a timer that fires late, twice, on two instances or
 * after a restart does what is due then, once: a check-in that came meanwhile leaves nothing due;
 * her "Are you OK?" is one message per miss (the outbox's key), the desk's alarm one row per miss
 * (a unique index), the owners' escalation one conditional update.
 */
export function createTimers(deps: SafetyDeps) {
  const { db, now, queue, settings, notifier } = deps;
  const graceMs = settings.checkinGraceMinutes * MINUTE;

  /**
   * One performer's night on one booking at `at`: a timer for the next check-in's due time, her
   * push at that time and a timer for the end of the grace, then the desk's alarm. Answers whether
   * it raised an alarm.
   */
  async function evaluate(night: Night, at: Date): Promise<boolean> {
    const times = nightTimes(night);
    if (night.status !== 'confirmed' || !times || !isWithinNight(times, at)) return false;
    const { bookingId, performerId } = night;
    return db.transaction(async (tx) => {
      await lockNight(tx, bookingId, performerId);
      const checkins = await checkinsOf(tx, bookingId, performerId);
      const next = nextCheckin(checkins, times.start, settings.checkinIntervalMinutes);
      if (!next) return false;
      // What was due before staff confirmed the booking is not held against her.
      const confirmed = confirmedAt(night);
      if (confirmed && next.dueAt.getTime() < confirmed.getTime()) return false;
      const job = { bookingId, performerId };
      // Not due yet: a timer at its due time (On my way has no check-in to ask for one), once.
      if (at.getTime() < next.dueAt.getTime()) {
        await scheduleTimer(tx, queue, job, next.dueAt);
        return false;
      }
      const miss = { bookingId, performerId, missedKind: next.kind, dueAt: next.dueAt };
      if (await missAlarmed(tx, miss)) return false;
      await notifier.checkinMissed(tx, {
        ...miss,
        reference: bookingReference(bookingId),
        ...(await performerReach(tx, performerId)),
      });
      const alarmAt = new Date(next.dueAt.getTime() + graceMs);
      if (at.getTime() < alarmAt.getTime()) {
        await scheduleTimer(tx, queue, job, alarmAt);
        return false;
      }
      const id = await raiseAlarm(
        tx,
        deps,
        { ...miss, kind: alarmKindForMiss(next.kind), raisedAt: at },
        TIMERS,
        `timer: ${next.kind} missed`,
      );
      return id !== null;
    });
  }

  /** Every alarm nobody acknowledged within 5 minutes goes to the owners (and her emergency contact's name). */
  async function escalate(): Promise<number> {
    const at = now();
    return db.transaction(async (tx) => {
      const escalated = await escalateUnanswered(tx, new Date(at.getTime() - ESCALATE_AFTER_MS), at);
      for (const alarm of escalated) {
        await recordAudit(tx, {
          actor: TIMERS,
          action: 'timer: alarm unanswered for 5 minutes',
          entityType: 'safety_alarms',
          entityId: alarm.id,
          before: { stage: 'desk' },
          after: { stage: 'owners', escalatedAt: at.toISOString() },
        });
        await queue.send(tx, SAFETY_ALARM_QUEUE, { alarmId: alarm.id, step: 'escalated' } satisfies AlarmJob);
      }
      return escalated.length;
    });
  }

  return {
    /** A timer job: her night on that booking (if named), then any escalation due. */
    async runTimer(job: { bookingId?: string; performerId?: string }): Promise<TimerOutcome> {
      let raised = 0;
      if (job.bookingId && job.performerId) {
        const night = await findNight(db, job.bookingId, job.performerId);
        if (night && (await evaluate(night, now()))) raised += 1;
      }
      return { raised, escalated: await escalate() };
    },

    /**
     * Every minute (and at start): each night of the confirmed bookings dated yesterday to tomorrow,
     * then the escalations. The backstop of the per-check-in timers, and the only timer of On my way.
     */
    async sweep(): Promise<TimerOutcome> {
      const at = now();
      const today = businessDay(at).date;
      let raised = 0;
      for (const night of await nightsBetween(db, addDays(today, -1), addDays(today, 1))) {
        if (await evaluate(night, at)) raised += 1;
      }
      return { raised, escalated: await escalate() };
    },

    escalate,

    /** An alarm's job: the pushes first (each its own transaction, fast), then the e-mail. */
    async notify(job: AlarmJob): Promise<void> {
      const row = await alarmRow(db, job.alarmId);
      if (!row) return;
      const owners = job.step === 'escalated' ? await deps.ownerEmails(db) : [];
      const note = await alarmNote(deps, row, job.step, owners);
      await db.transaction((tx) => notifier.alarmPush(tx, note));
      await db.transaction((tx) => notifier.alarmEmail(tx, note));
    },

    /** The daily job: locations of bookings dated 7 days ago or earlier are deleted. */
    async purgeLocations(): Promise<number> {
      return deleteLocationsUpTo(db, addDays(businessDay(now()).date, -LOCATION_DAYS));
    },
  };
}
export type SafetyTimers = ReturnType<typeof createTimers>;
