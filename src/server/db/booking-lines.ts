import { sql } from 'drizzle-orm';
import { bookingPerformers } from './schema';

/**
 * A booking's performer lines as JSON, in the order chosen, for selects from `bookings` (a
 * correlated subquery, so a list of bookings needs no second query).
 */
export const bookingLinesJson = sql<{ id: string | null; name: string; price: string }[]>`coalesce((
  select json_agg(json_build_object('id', bp.performer_id, 'name', bp.performer_name, 'price', bp.price::text)
    order by bp.position)
  from ${bookingPerformers} bp where bp.booking_id = "bookings"."id"), '[]'::json)`;
