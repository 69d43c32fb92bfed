import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingRequestSchema, contactStepSchema, detailsStepSchema, selectStepSchema } from './booking';

const PERFORMER_A = '3f1c2b9e-8d4a-4c6b-9f2e-1a2b3c4d5e6f';
const PERFORMER_B = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

const validRequest = {
  performerIds: [PERFORMER_A],
  clientName: 'Jamie Doe',
  clientEmail: 'jamie@example.com',
  clientPhone: '(305) 555-0142',
  eventDate: '2030-06-15',
  eventTime: '21:00',
  eventDuration: 120,
  eventLocation: '100 Ocean Dr, Miami Beach',
  eventTypeId: 'bachelor',
  serviceAreaId: 'miami',
  estimatedGuests: 12,
  specialRequests: 'Bring a speaker',
  serviceType: 'hourly',
};

/** The first message reported for each field, as the wizard shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

const requestErrors = (patch: Record<string, unknown>) => errorsOf(bookingRequestSchema, { ...validRequest, ...patch });

describe('wizard step 1 (docs/product.md, Forms)', () => {
  it('needs at least one performer', () => {
    expect(errorsOf(selectStepSchema, { performerIds: [] })).toEqual({
      performerIds: 'Please select at least one performer',
    });
  });

  it('accepts one or more performers', () => {
    expect(errorsOf(selectStepSchema, { performerIds: ['a'] })).toEqual({});
    expect(errorsOf(selectStepSchema, { performerIds: ['a', 'b'] })).toEqual({});
  });
});

describe('wizard step 2 (docs/product.md, Forms)', () => {
  const validDetails = {
    eventDate: '2030-06-15',
    eventTime: '21:00',
    serviceAreaId: 'miami',
    eventTypeId: 'bachelor',
    eventLocation: '100 Ocean Dr',
    serviceType: 'hourly',
    specialRequests: '',
  };

  it('accepts complete details', () => {
    expect(errorsOf(detailsStepSchema, validDetails)).toEqual({});
  });

  it('gives the spec message for each empty required field', () => {
    expect(
      errorsOf(detailsStepSchema, {
        ...validDetails,
        eventDate: '',
        eventTime: '',
        serviceAreaId: '',
        eventTypeId: '',
        eventLocation: '',
      }),
    ).toEqual({
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      serviceAreaId: 'Service area is required',
      eventTypeId: 'Event type is required',
      eventLocation: 'Event location is required',
    });
  });

  it('gives the same messages when the fields are missing altogether', () => {
    expect(errorsOf(detailsStepSchema, { serviceType: 'hourly', specialRequests: '' })).toEqual({
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      serviceAreaId: 'Service area is required',
      eventTypeId: 'Event type is required',
      eventLocation: 'Event location is required',
    });
  });

  it('trims the event location before requiring it', () => {
    expect(errorsOf(detailsStepSchema, { ...validDetails, eventLocation: '   ' })).toEqual({
      eventLocation: 'Event location is required',
    });
  });

  it('refuses dates that are not real calendar days', () => {
    for (const eventDate of ['2030-02-30', '2030-13-01', '15/06/2030', '2030-6-15', 'tomorrow']) {
      expect(errorsOf(detailsStepSchema, { ...validDetails, eventDate }), eventDate).toEqual({
        eventDate: 'Event date is required',
      });
    }
    expect(errorsOf(detailsStepSchema, { ...validDetails, eventDate: '2028-02-29' })).toEqual({});
  });

  it('refuses times that are not HH:MM on a 24-hour clock', () => {
    for (const eventTime of ['24:00', '9:00', '21:60', '9pm']) {
      expect(errorsOf(detailsStepSchema, { ...validDetails, eventTime }), eventTime).toEqual({
        eventTime: 'Event time is required',
      });
    }
    expect(errorsOf(detailsStepSchema, { ...validDetails, eventTime: '00:00' })).toEqual({});
    expect(errorsOf(detailsStepSchema, { ...validDetails, eventTime: '23:59' })).toEqual({});
  });
});

describe('wizard step 3 (docs/product.md, Forms)', () => {
  const validContact = { clientName: 'Jamie', clientEmail: 'jamie@example.com', clientPhone: '305-555-0142' };

  it('accepts complete contact details', () => {
    expect(errorsOf(contactStepSchema, validContact)).toEqual({});
  });

  it('gives the spec message for each empty field', () => {
    expect(errorsOf(contactStepSchema, { clientName: '', clientEmail: '', clientPhone: '' })).toEqual({
      clientName: 'Your name is required',
      clientEmail: 'Your email is required',
      clientPhone: 'Your phone number is required',
    });
    expect(errorsOf(contactStepSchema, {})).toEqual({
      clientName: 'Your name is required',
      clientEmail: 'Your email is required',
      clientPhone: 'Your phone number is required',
    });
  });

  it('trims the name before requiring it, and keeps it trimmed', () => {
    expect(errorsOf(contactStepSchema, { ...validContact, clientName: '  \t ' })).toEqual({
      clientName: 'Your name is required',
    });
    expect(contactStepSchema.parse({ ...validContact, clientName: '  Jamie Doe ' }).clientName).toBe('Jamie Doe');
  });

  it('refuses e-mail addresses that do not match the simple pattern', () => {
    for (const clientEmail of [
      'jamie',
      'jamie@',
      '@example.com',
      'jamie@example',
      'jamie example@example.com',
      'jamie@@example.com',
      'jamie@exa mple.com',
    ]) {
      expect(errorsOf(contactStepSchema, { ...validContact, clientEmail }), clientEmail).toEqual({
        clientEmail: 'Please enter a valid email address',
      });
    }
  });

  it('accepts ordinary e-mail addresses, trimmed', () => {
    for (const clientEmail of ['a@b.co', 'first.last+tag@mail.example.com']) {
      expect(errorsOf(contactStepSchema, { ...validContact, clientEmail }), clientEmail).toEqual({});
    }
    expect(contactStepSchema.parse({ ...validContact, clientEmail: ' a@b.co ' }).clientEmail).toBe('a@b.co');
  });

  it('treats a blank e-mail as missing, not as invalid', () => {
    expect(errorsOf(contactStepSchema, { ...validContact, clientEmail: '   ' })).toEqual({
      clientEmail: 'Your email is required',
    });
  });

  it('refuses phone numbers that are not phone numbers', () => {
    for (const clientPhone of ['abc', '555-12', 'call me', '+1 (305) 555-0142 ext. 9', '1234567890123456']) {
      expect(errorsOf(contactStepSchema, { ...validContact, clientPhone }), clientPhone).toEqual({
        clientPhone: 'Please enter a valid phone number',
      });
    }
  });

  it('accepts phone numbers written the usual ways', () => {
    for (const clientPhone of ['3055550142', '(305) 555-0142', '+1 305.555.0142', '555-0142']) {
      expect(errorsOf(contactStepSchema, { ...validContact, clientPhone }), clientPhone).toEqual({});
    }
  });
});

describe('booking request (POST /api/bookings)', () => {
  it('accepts the spec payload', () => {
    const parsed = bookingRequestSchema.parse(validRequest);
    expect(parsed).toMatchObject({ ...validRequest, preferredDanceStyles: [], preferredMusicStyles: [] });
  });

  it('defaults the optional fields: guests 0, no requests, hourly', () => {
    const { estimatedGuests, specialRequests, serviceType, ...rest } = validRequest;
    const parsed = bookingRequestSchema.parse(rest);
    expect(parsed.estimatedGuests).toBe(0);
    expect(parsed.specialRequests).toBe('');
    expect(parsed.serviceType).toBe('hourly');
  });

  it('reports every missing required field with the spec message', () => {
    const errors = errorsOf(bookingRequestSchema, { eventDuration: 120 });
    expect(errors).toMatchObject({
      clientName: 'Your name is required',
      clientEmail: 'Your email is required',
      clientPhone: 'Your phone number is required',
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      serviceAreaId: 'Service area is required',
      eventTypeId: 'Event type is required',
      eventLocation: 'Event location is required',
    });
    expect(errors.performerIds).toBeDefined();
  });

  it('needs at least one performer', () => {
    expect(requestErrors({ performerIds: [] })).toEqual({ performerIds: 'Please select at least one performer' });
  });

  it('refuses performer ids that are not ids, and the same performer twice', () => {
    expect(requestErrors({ performerIds: ['not-a-uuid'] })).toHaveProperty('performerIds');
    expect(requestErrors({ performerIds: [PERFORMER_A, PERFORMER_A] })).toHaveProperty('performerIds');
    expect(requestErrors({ performerIds: [PERFORMER_A, PERFORMER_B] })).toEqual({});
  });

  it('refuses a bad e-mail with the spec message', () => {
    expect(requestErrors({ clientEmail: 'jamie.example.com' })).toEqual({
      clientEmail: 'Please enter a valid email address',
    });
  });

  it('refuses a bad phone number', () => {
    expect(requestErrors({ clientPhone: 'none' })).toEqual({ clientPhone: 'Please enter a valid phone number' });
  });

  it('accepts each offered hourly duration in minutes', () => {
    for (const hours of [1, 2, 3, 4, 6, 8]) {
      expect(requestErrors({ eventDuration: hours * 60 }), String(hours)).toEqual({});
    }
  });

  it('refuses durations that are not offered', () => {
    for (const eventDuration of [0, 15, 30, 90, 300, 600, -120]) {
      expect(requestErrors({ eventDuration }), String(eventDuration)).toHaveProperty('eventDuration');
    }
  });

  it('refuses a duration that is not a whole number of minutes, or not a number', () => {
    expect(requestErrors({ eventDuration: 120.5 })).toHaveProperty('eventDuration');
    expect(requestErrors({ eventDuration: '120' })).toHaveProperty('eventDuration');
  });

  it('takes exactly 15 minutes for a stripper gram', () => {
    expect(requestErrors({ serviceType: 'stripper-gram', eventDuration: 15 })).toEqual({});
    expect(requestErrors({ serviceType: 'stripper-gram', eventDuration: 120 })).toHaveProperty('eventDuration');
  });

  it('refuses unknown service types', () => {
    expect(requestErrors({ serviceType: 'overnight' })).toHaveProperty('serviceType');
  });

  it('refuses negative or fractional guest counts', () => {
    expect(requestErrors({ estimatedGuests: -1 })).toHaveProperty('estimatedGuests');
    expect(requestErrors({ estimatedGuests: 2.5 })).toHaveProperty('estimatedGuests');
    expect(requestErrors({ estimatedGuests: 0 })).toEqual({});
  });

  it('refuses dates that are not real calendar days', () => {
    expect(requestErrors({ eventDate: '2030-02-31' })).toEqual({ eventDate: 'Event date is required' });
    expect(requestErrors({ eventDate: '2030-06-15T21:00:00Z' })).toEqual({ eventDate: 'Event date is required' });
  });

  it('accepts only the spec dance and music styles', () => {
    expect(requestErrors({ preferredDanceStyles: ['Hip Hop', 'Burlesque'], preferredMusicStyles: ['EDM'] })).toEqual(
      {},
    );
    expect(requestErrors({ preferredDanceStyles: ['Ballet'] })).toHaveProperty('preferredDanceStyles');
    expect(requestErrors({ preferredMusicStyles: ['Burlesque'] })).toHaveProperty('preferredMusicStyles');
  });

  it('trims the text fields it stores', () => {
    const parsed = bookingRequestSchema.parse({
      ...validRequest,
      clientName: ' Jamie ',
      clientEmail: ' jamie@example.com ',
      eventLocation: '  Miami  ',
    });
    expect(parsed).toMatchObject({ clientName: 'Jamie', clientEmail: 'jamie@example.com', eventLocation: 'Miami' });
  });

  it('never reads totals, deposits or statuses from the client', () => {
    const parsed = bookingRequestSchema.parse({
      ...validRequest,
      totalAmount: 1,
      depositAmount: 1,
      status: 'confirmed',
    });
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed).not.toHaveProperty('depositAmount');
    expect(parsed).not.toHaveProperty('status');
  });
});

describe('booking request defaults (docs/product.md, Forms and Prices and limits)', () => {
  const base = {
    performerIds: ['2b5e8f3c-6f0a-4d7e-9a51-0c7d2e4b9f11'],
    clientName: 'Pat',
    clientEmail: 'pat@example.test',
    clientPhone: '305 555 0100',
    eventDate: '2030-01-04',
    eventTime: '21:00',
    serviceAreaId: 'miami',
    eventTypeId: 'birthday-party',
    eventLocation: 'Somewhere',
  };
  it('defaults the duration to 2 hours, or 15 minutes for a stripper gram', () => {
    expect(bookingRequestSchema.parse(base).eventDuration).toBe(120);
    expect(bookingRequestSchema.parse({ ...base, serviceType: 'stripper-gram' }).eventDuration).toBe(15);
    expect(bookingRequestSchema.safeParse({ ...base, eventDuration: 45 }).success).toBe(false);
  });
  it('asks for a performer when the list is missing altogether', () => {
    const { performerIds: _omitted, ...rest } = base;
    const result = bookingRequestSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select at least one performer');
  });
});

describe('text a client writes for staff and e-mails (issue 26, items 4 and 7)', () => {
  // Each invisible character that reorders text or is no text at all.
  const HIDDEN = [
    '\u202E', // right-to-left override: "Pat\u202Eemos" reads "Pat" + "some" backwards
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
    '\u0000',
    '\u0007',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u009B',
  ];
  const hidden = 'This text holds invisible control or text-direction characters. Please type it again.';

  it('refuses control and text-direction characters in the name, the location and the requests', () => {
    for (const ch of HIDDEN) {
      const code = `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(requestErrors({ clientName: `Pat ${ch}Client` }), code).toEqual({ clientName: hidden });
      expect(requestErrors({ eventLocation: `1 Ocean Dr${ch}, Miami` }), code).toEqual({ eventLocation: hidden });
      expect(requestErrors({ specialRequests: `Cake${ch} please` }), code).toEqual({ specialRequests: hidden });
    }
    expect(requestErrors({ clientName: 'Pat\tClient' })).toEqual({ clientName: hidden });
    expect(requestErrors({ eventLocation: '1 Ocean Dr\nMiami' })).toEqual({ eventLocation: hidden });
  });

  it('keeps line breaks in special requests, and accents and other scripts everywhere', () => {
    expect(requestErrors({ specialRequests: 'Line one\nLine two\r\nLine three' })).toEqual({});
    expect(requestErrors({ specialRequests: 'A tab\there' })).toEqual({ specialRequests: hidden });
    expect(
      requestErrors({ clientName: 'José Muñoz-Pérez', eventLocation: 'Calle Ocho 1, Little Havana, Miami' }),
    ).toEqual({});
    expect(requestErrors({ clientName: 'שרה כהן' })).toEqual({});
    expect(requestErrors({ clientName: "Mary-Kate O'Neil Jr." })).toEqual({});
    expect(requestErrors({ clientName: 'A.J. Smith' })).toEqual({});
  });

  it('refuses web and e-mail addresses in the name, with a message the wizard shows too', () => {
    const withLink = 'Please enter your name without a web or e-mail address';
    for (const clientName of [
      'URGENT: your card was charged, refund at https://refund.example',
      'Call hxxp://x or http://192.0.2.1/pay',
      'ftp://files.example',
      'visit www.example',
      'refund-now.example',
      'Pat bit.ly/x',
      'Pat pat@example.com',
      'Pat@Client',
      'PAYPAL.COM support',
    ]) {
      expect(requestErrors({ clientName }), clientName).toEqual({ clientName: withLink });
    }
    // Locations and requests may name a site: e-mails show them as plain text, never as links.
    expect(
      requestErrors({ eventLocation: 'Club at www.club.example', specialRequests: 'See https://x.example' }),
    ).toEqual({});
  });
});
