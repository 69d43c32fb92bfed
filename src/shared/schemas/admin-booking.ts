import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';
import { LOCALES } from '../locale';

/** GET /api/admin/bookings: one booking as the booking team sees it (docs/product.md, Calls, admin read). */
export const adminBookingSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  /** The language the client booked in (their e-mails use it). */
  locale: z.enum(LOCALES),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  /** Hours (a stripper gram is 0.25). */
  eventDuration: z.number(),
  serviceType: z.string(),
  numberOfPerformers: z.number().int(),
  performers: z.array(z.object({ name: z.string(), price: z.string() })),
  serviceArea: z.string().nullable(),
  eventType: z.string().nullable(),
  estimatedGuests: z.number().int(),
  eventDetails: z.string(),
  customMessage: z.string(),
  totalAmount: z.string(),
  depositAmount: z.string(),
  cashAppLink: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  statusHistory: z.array(z.object({ from: z.string().nullable(), to: z.string(), by: z.string(), at: z.string() })),
  createdAt: z.string(),
  reference: z.string(),
  /**
   * Other active bookings (pending, depositPending, depositPaid, confirmed) that share a performer
   * and overlap this one in time, counting 60 minutes on each side. Empty for inactive bookings.
   */
  conflicts: z.array(
    z.object({ id: z.string(), reference: z.string(), performerName: z.string(), eventDate: z.string().nullable() }),
  ),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.array(adminBookingSchema);

export const statusChangeSchema = z.object({ status: z.enum(BOOKING_STATUSES) });
