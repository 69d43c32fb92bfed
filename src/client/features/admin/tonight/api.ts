import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  acknowledgeAnswerSchema,
  type acknowledgeInputSchema,
  safetyLogSchema,
  tonightSchema,
} from '../../../../shared/schemas/safety';
import { type CallContext, getJson, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/* The desk's night (issue 30): the Tonight board's read, a booking's safety log, and acknowledging an alarm. */

export type Tonight = z.infer<typeof tonightSchema>;
export type Alarm = Tonight['alarms'][number];
export type AlarmKind = Alarm['kind'];
export type NightBooking = Tonight['bookings'][number];
export type NightPerformer = NightBooking['performers'][number];
export type CheckinKind = NonNullable<NightPerformer['lastCheckin']>['kind'];
export type SafetyLogEntry = z.infer<typeof safetyLogSchema>['entries'][number];
export type SafetyLogKind = SafetyLogEntry['kind'];

/** The board reads itself again this often while it is open (and the dashboard's count with it). */
const TONIGHT_POLL_MS = 15_000;

const id = (value: string) => encodeURIComponent(value);

/**
 * The open alarms and the night's bookings. Read again every 15 s, also in a background tab: an
 * alarm must sound on a desk whose screen shows something else.
 */
export const tonightQuery = () =>
  queryOptions({
    queryKey: adminKeys.tonight,
    queryFn: (ctx) => getJson(tonightSchema, '/api/admin/tonight', ctx),
    refetchInterval: TONIGHT_POLL_MS,
    refetchIntervalInBackground: true,
  });

/**
 * A booking's safety log. Under the open booking's key, as its ledger is, so what refreshes the
 * booking refreshes its log too.
 */
export const safetyLogQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, 'one', bookingId, 'safety-log'],
    queryFn: (ctx) => getJson(safetyLogSchema, `/api/admin/bookings/${id(bookingId)}/safety-log`, ctx),
  });

export type AcknowledgeInput = { alarmId: string } & z.input<typeof acknowledgeInputSchema>;

export const tonightApi = {
  acknowledge: ({ alarmId, note }: AcknowledgeInput, ctx?: CallContext) =>
    sendJson(acknowledgeAnswerSchema, 'POST', `/api/admin/alarms/${id(alarmId)}/acknowledge`, { note }, ctx),
};
