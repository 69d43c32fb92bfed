import type { FastifyInstance } from 'fastify';
import { eventStart } from '../../src/shared/event-time';
import { TEST_ORIGIN } from './admin';
import { bookingRequest } from './booking';

type Headers = Record<string, string>;
const DAY = 86_400_000;

/**
 * A confirmed booking of one performer at 20:00 (Florida) on `date`, as it happens: the client
 * books (three days ahead on the test's clock), she accepts her offer in the portal, staff request
 * and confirm the deposit. `setClock` moves the app's clock; answers the booking's id and start.
 */
export async function confirmedNight(
  app: FastifyInstance,
  who: { performerId: string; portal: Headers; staff: Headers; setClock: (at: Date) => void },
  date: string,
  changes: object = {},
): Promise<{ bookingId: string; start: Date }> {
  const start = eventStart(date, '20:00');
  who.setClock(new Date(start.getTime() - 3 * DAY));
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const booked = await call(
    'POST',
    '/api/bookings',
    { origin: TEST_ORIGIN },
    {
      ...bookingRequest([who.performerId]),
      eventDate: date,
      eventTime: '20:00',
      clientName: 'Pat Night',
      clientPhone: '305-555-0177',
      eventLocation: '12 Palm Way, Miami',
      ...changes,
    },
  );
  const bookingId = booked.json().id as string;
  const offers = (await call('GET', '/api/portal/offers', who.portal)).json() as { id: string; bookingId: string }[];
  const offer = offers.find((o) => o.bookingId === bookingId);
  if (offer) await call('POST', `/api/portal/offers/${offer.id}/accept`, who.portal);
  await call('PUT', `/api/admin/bookings/${bookingId}/status`, who.staff, { status: 'depositPending' });
  await call('PUT', `/api/admin/bookings/${bookingId}/confirm-deposit`, who.staff);
  return { bookingId, start };
}
