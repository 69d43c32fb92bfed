import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seeded } from '../../test/helpers/fuzz';
import { contactStepErrors, detailsStepErrors, MESSAGES, selectStepErrors } from './booking-rules';
import { contactStepSchema, detailsStepSchema, selectStepSchema } from './schemas/booking';

/** The first zod message per field, the way the wizard shows errors. */
function zodErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// Strings near the rules' edges: blanks, valid shapes, separators, long text.
const edgy = fc.oneof(
  fc.constantFrom('', ' ', '  \t', 'a', '2026-12-31', '2026-02-30', '21:00', '24:00', '9:00', ' 21:30 '),
  fc.constantFrom('pat@example.test', 'pat@example', 'a b@c.d', '+1 (305) 555-0100', '305 555', '1234567890123456'),
  // Links, control and text-direction characters (issue 26), line breaks.
  fc.constantFrom('see https://x.example', 'www.x', 'refund.example', 'A.J. Smith', 'Pat\u202EClient', '\u2066x'),
  fc.constantFrom('a\nb', ' a\r\n', 'a\u0000b', '\u0085', 'a\u200Fb', 'José Núñez'),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 60, maxLength: 320 }),
);

describe('wizard rules without zod agree with the server schemas', () => {
  it('step 2 (details)', () => {
    fc.assert(
      fc.property(
        fc.record({
          eventDate: edgy,
          eventTime: edgy,
          serviceAreaId: edgy,
          eventTypeId: edgy,
          eventLocation: edgy,
          specialRequests: fc.oneof(
            fc.string({ maxLength: 10 }),
            fc.constant('x'.repeat(2001)),
            fc.constantFrom('a\nb', 'a\tb', 'a\u202Eb', `${'x'.repeat(2001)}\u0000`),
          ),
        }),
        (v) => {
          expect(detailsStepErrors(v)).toEqual(zodErrors(detailsStepSchema, { ...v, serviceType: 'hourly' }));
        },
      ),
      seeded({ numRuns: 500 }),
    );
  });

  it('step 3 (contact)', () => {
    fc.assert(
      fc.property(fc.record({ clientName: edgy, clientEmail: edgy, clientPhone: edgy }), (v) => {
        expect(contactStepErrors(v)).toEqual(zodErrors(contactStepSchema, v));
      }),
      seeded({ numRuns: 500 }),
    );
  });

  it('step 1 (performers)', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { maxLength: 12 }), (ids) => {
        expect(selectStepErrors({ performerIds: ids })).toEqual(zodErrors(selectStepSchema, { performerIds: ids }));
      }),
      seeded(),
    );
  });

  it("uses the spec's words", () => {
    expect(contactStepErrors({ clientName: ' ', clientEmail: '', clientPhone: '' })).toEqual({
      clientName: 'Your name is required',
      clientEmail: 'Your email is required',
      clientPhone: 'Your phone number is required',
    });
    expect(contactStepErrors({ clientName: 'Pat', clientEmail: 'pat@x', clientPhone: '3055550100' })).toEqual({
      clientEmail: 'Please enter a valid email address',
    });
    expect(MESSAGES.eventLocation).toBe('Event location is required');
  });
});
