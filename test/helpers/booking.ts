/**
 * A Saturday (like 28 Nov 2026: demo performers who work weekends only take it) two to three weeks
 * after today on the real clock, as YYYY-MM-DD: the event date for a test whose app runs on the
 * real clock, where a fixed date would one day be in the past.
 */
export function comingDate(): string {
  const today = new Date(new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }));
  const day = new Date(today.getTime() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * A valid POST /api/bookings body for these performers: two hours in Miami, a birthday party, on
 * 28 Nov 2026 unless told otherwise. That date suits an app on a fixed clock before it; an app on
 * the real clock needs `comingDate()`.
 */
export const bookingRequest = (performerIds: string[], eventDate = '2026-11-28') => ({
  performerIds,
  clientName: 'Pat Client',
  clientEmail: 'pat@example.test',
  clientPhone: '305-555-0100',
  eventDate,
  eventTime: '20:00',
  eventDuration: 120,
  eventLocation: '1 Ocean Dr, Miami',
  eventTypeId: 'birthday-party',
  serviceAreaId: 'miami',
});
