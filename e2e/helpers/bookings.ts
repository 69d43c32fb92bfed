import { flexiblePerformer, workableDate } from './performers';

/** Creates a booking request the way the public site does, and answers its id. */
export async function submitBooking(baseURL: string, clientName: string): Promise<string> {
  const performer = await flexiblePerformer(baseURL);
  const areas = (await (await fetch(`${baseURL}/api/service-areas`)).json()) as { id: string }[];
  const types = (await (await fetch(`${baseURL}/api/event-types`)).json()) as { id: string }[];
  const res = await fetch(`${baseURL}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      performerIds: [performer.id],
      clientName,
      clientEmail: 'walk@example.test',
      clientPhone: '305 555 0199',
      eventDate: workableDate(performer),
      eventTime: '21:00',
      serviceAreaId: areas[0]?.id,
      eventTypeId: types[0]?.id,
      eventLocation: '200 Collins Ave, Miami Beach',
      serviceType: 'hourly',
      eventDuration: 120,
    }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`booking refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
