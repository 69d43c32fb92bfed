import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../../test/helpers/fuzz';
import { MESSAGES } from '../../../shared/booking-rules';
import { bookingLookupSchema } from '../../../shared/schemas/booking';
import { lookupErrors, lookupPayload } from './find-booking-rules';

/** The first zod message per field, the way the page shows errors. */
function zodErrors(value: unknown): Record<string, string> {
  const result = bookingLookupSchema.safeParse(value);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const edgy = fc.oneof(
  fc.constantFrom('', ' ', '#', '3F2A9C1E', '3f2a9c1e', ' #3f2a 9c1e ', '3F2A9C1', '3F2A9C1EE', 'GHIJKLMN'),
  fc.constantFrom('pat@example.test', ' pat@example.test ', 'pat@example', 'a b@c.d', `${'a'.repeat(250)}@b.cd`),
  fc.stringMatching(/^[#\s0-9a-fA-F]{0,12}$/),
  fc.string({ maxLength: 40 }),
);

describe('find-my-booking rules without zod', () => {
  it('agree with the server schema', () => {
    fc.assert(
      fc.property(fc.record({ email: edgy, reference: edgy }), (v) => {
        expect(lookupErrors(v)).toEqual(zodErrors(v));
      }),
      seeded({ numRuns: 1000 }),
    );
  });

  it('send what the server would read', () => {
    const typed = { email: ' pat@example.test ', reference: ' #3f2a 9c1e ' };
    expect(lookupErrors(typed)).toEqual({});
    expect(lookupPayload(typed)).toEqual(bookingLookupSchema.parse(typed));
    expect(lookupPayload(typed)).toEqual({ email: 'pat@example.test', reference: '3F2A9C1E' });
  });

  it('say what is missing in words', () => {
    expect(lookupErrors({ email: '', reference: '' })).toEqual({
      email: MESSAGES.email,
      reference: MESSAGES.reference,
    });
    expect(lookupErrors({ email: 'pat@', reference: '3F2A' })).toEqual({
      email: MESSAGES.emailInvalid,
      reference: MESSAGES.referenceInvalid,
    });
  });
});
