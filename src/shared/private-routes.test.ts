import { describe, expect, it } from 'vitest';
import { isPrivatePath, PRIVATE_PAGE_PATHS } from './private-routes';

describe('private routes', () => {
  it('are private under every language prefix, in any letter case, %-escaped or not', () => {
    for (const path of [
      '/booking-confirmation/0b7c',
      '/es/booking-confirmation/0b7c?utm_source=mail',
      '/BOOKING-CONFIRMATION/0b7c',
      '/booking-%63onfirmation/0b7c',
      '/admin',
      '/es/admin/bookings',
      '/Admin#booking-1',
      '/login?returnTo=/admin',
      '/es/login',
      '/invitation',
      '/api/bookings/:id',
      '/api/admin/staff',
      '/api/login/code',
      '/api/logout',
      '/api/auth/user',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it('leaves the public pages and the catalogue API alone', () => {
    for (const path of [
      '/',
      '/es',
      '/booking',
      '/es/booking/0b7c',
      '/find-booking',
      '/administrators',
      '/api/performers',
      '/es/api/bookings',
      '/*',
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('gives robots.txt each private page in each language', () => {
    expect(PRIVATE_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/booking-confirmation',
        '/es/booking-confirmation',
        '/admin',
        '/es/admin',
        '/es/login',
        '/es/invitation',
      ]),
    );
  });
});
