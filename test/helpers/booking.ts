/** A valid POST /api/bookings body for these performers: two hours in Miami, a birthday party on 28 Nov 2026. */
export const bookingRequest = (performerIds: string[]) => ({
  performerIds,
  clientName: 'Pat Client',
  clientEmail: 'pat@example.test',
  clientPhone: '305-555-0100',
  eventDate: '2026-11-28',
  eventTime: '20:00',
  eventDuration: 120,
  eventLocation: '1 Ocean Dr, Miami',
  eventTypeId: 'birthday-party',
  serviceAreaId: 'miami',
});
