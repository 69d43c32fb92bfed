import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/booking-status';
import { businessDay } from '../../../shared/business-day';
import { addDays, normalizeReference } from '../../../shared/event-time';
import type { AdminBookingSort, AdminBookingView } from '../../../shared/schemas/admin-booking';
import { escapeLike } from '../../db/like';
import { bookingPerformers, bookings } from '../../db/schema';
import { offerNeedsAction } from '../offers';

const b = bookings;

/** The booking desk's search, as the route hands it over (already validated). */
export type BookingFilter = {
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  view?: AdminBookingView | undefined;
  performerId?: string | undefined;
};

/** How many days the Upcoming view covers, today included. */
const UPCOMING_DAYS = 14;
/** A request waiting on the team for longer than this needs action (the team answers within 24 hours). */
const NEEDS_ACTION_AFTER_MS = 24 * 60 * 60 * 1000;
const WAITING_ON_US = ['pending', 'depositPending'];

/**
 * A caller-ID number (`+13055550190`) carries the US country code that clients seldom type: an
 * 11-digit number starting with 1 is searched without it, and so still finds "305 555 0190" (and
 * "+1 305 555 0190", whose digits contain it).
 */
function withoutUsCountryCode(digits: string): string {
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** What `q` matches: the reference (its first hex digits), the client's name, e-mail or phone digits. */
function searchCondition(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const matches: (SQL | undefined)[] = [ilike(b.clientName, pattern), ilike(b.clientEmail, pattern)];
  const reference = normalizeReference(q);
  if (/^[0-9A-F]{4,8}$/.test(reference)) {
    matches.push(sql`${b.id}::text like ${`${reference.toLowerCase()}%`}`);
  }
  const digits = q.replace(/\D/g, '');
  // Phone numbers are stored as typed: compare digits only (spaces, brackets, dashes, dots, + and / dropped),
  // and only when the search is mostly digits.
  if (digits.length >= 3 && digits.length >= q.replace(/[\s()+\-.]/g, '').length) {
    // translate() drops the usual separators at a fraction of a regular expression's cost.
    matches.push(sql`translate(${b.clientPhone}, ' ()-.+/', '') like ${`%${withoutUsCountryCode(digits)}%`}`);
  }
  return or(...matches);
}

/** The WHERE of a list (without the status filter when `withStatus` is false: the counts per status). */
export function bookingConditions(filter: BookingFilter, now: Date, withStatus = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (withStatus && filter.status) conditions.push(eq(b.status, filter.status));
  if (filter.from) conditions.push(gte(b.eventDate, filter.from));
  if (filter.to) conditions.push(lte(b.eventDate, filter.to));
  if (filter.performerId) {
    const bp = bookingPerformers;
    conditions.push(
      sql`${b.id} in (select ${bp.bookingId} from ${bp} where ${bp.performerId} = ${filter.performerId})`,
    );
  }
  if (filter.view === 'active') conditions.push(inArray(b.status, [...ACTIVE_STATUSES]));
  else if (filter.view === 'upcoming') {
    const today = businessDay(now).date;
    conditions.push(
      inArray(b.status, [...ACTIVE_STATUSES]),
      gte(b.eventDate, today),
      lte(b.eventDate, addDays(today, UPCOMING_DAYS - 1)),
    );
  } else if (filter.view === 'needs-action') {
    // updatedAt moves with every status change: this is how long the booking has been in its status.
    // Also an active booking a performer declined or let expire (decision 033): someone must step in.
    conditions.push(
      or(
        and(inArray(b.status, WAITING_ON_US), lt(b.updatedAt, new Date(now.getTime() - NEEDS_ACTION_AFTER_MS))),
        and(inArray(b.status, [...ACTIVE_STATUSES]), offerNeedsAction(b.id)),
      ),
    );
  }
  return and(...conditions);
}

/** ORDER BY for a sort key; each view has its natural default (soonest first; longest waiting first). */
export function bookingOrder(sort: AdminBookingSort | undefined, view: AdminBookingView | undefined): SQL[] {
  const key = sort ?? (view === 'upcoming' ? 'event' : view === 'needs-action' ? 'created' : '-created');
  const dir = key.startsWith('-') ? desc : asc;
  const tie = dir(b.id);
  switch (key.replace('-', '')) {
    case 'event':
      return [sql`${b.eventDate} ${sql.raw(key.startsWith('-') ? 'desc' : 'asc')} nulls last`, dir(b.eventTime), tie];
    case 'client':
      return [dir(sql`lower(${b.clientName})`), tie];
    case 'total':
      return [dir(b.totalAmount), tie];
    default:
      return [dir(b.createdAt), tie];
  }
}
