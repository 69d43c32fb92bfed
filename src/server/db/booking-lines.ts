import { sql } from 'drizzle-orm';
import { bookingPerformers, performerEventTypes, performerServiceAreas, performers } from './schema';

/**
 * A booking's performer lines as JSON, in the order chosen, for selects from `bookings` (a
 * correlated subquery, so a list of bookings needs no second query).
 */
export const bookingLinesJson = sql<{ id: string | null; name: string; price: string }[]>`coalesce((
  select json_agg(json_build_object('id', bp.performer_id, 'name', bp.performer_name, 'price', bp.price::text)
    order by bp.position)
  from ${bookingPerformers} bp where bp.booking_id = "bookings"."id"), '[]'::json)`;

/**
 * The lines as the booking desk reads them: besides the name and price, whether the performer is
 * hidden from the gallery now, and whether she lists the booking's service area and event type
 * (true when it cannot be told: the performer, area or event type was deleted). The booking is
 * accepted either way (docs/product.md, Bookings): the desk is told, not the visitor refused.
 */
export const adminBookingLinesJson = sql<
  { id: string | null; name: string; price: string; hidden: boolean; coversArea: boolean; coversEventType: boolean }[]
>`coalesce((
  select json_agg(json_build_object(
      'id', bp.performer_id,
      'name', bp.performer_name,
      'price', bp.price::text,
      'hidden', coalesce(not p.is_active, false),
      'coversArea', p.id is null or "bookings"."service_area_id" is null or exists (
        select 1 from ${performerServiceAreas} psa
        where psa.performer_id = p.id and psa.service_area_id = "bookings"."service_area_id"),
      'coversEventType', p.id is null or "bookings"."event_type_id" is null or exists (
        select 1 from ${performerEventTypes} pet
        where pet.performer_id = p.id and pet.event_type_id = "bookings"."event_type_id"))
    order by bp.position)
  from ${bookingPerformers} bp left join ${performers} p on p.id = bp.performer_id
  where bp.booking_id = "bookings"."id"), '[]'::json)`;
