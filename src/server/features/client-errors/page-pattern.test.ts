import { describe, expect, it } from 'vitest';
import { pagePattern } from './page-pattern';

describe('pagePattern', () => {
  it('keeps the names of pages, cities and performers', () => {
    for (const path of ['/', '/faq', '/es/performers', '/miami-exotic-dancers', '/performer/scarlett-rose-2', '/admin'])
      expect(pagePattern(path)).toBe(path);
  });

  it('replaces ids, numbers, tokens and anything holding an address', () => {
    expect(pagePattern('/booking-confirmation/5f0c6d8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f')).toBe('/booking-confirmation/:id');
    expect(pagePattern('/admin/bookings/5F0C6D8E-2B1A-4C3D-9E8F-0A1B2C3D4E5F/notes')).toBe('/admin/bookings/:id/notes');
    expect(pagePattern('/portal/offers/12345')).toBe('/portal/offers/:id');
    expect(pagePattern('/invitation/Zx8_kq2LmN0pQr4sTu6v')).toBe('/invitation/:id');
    expect(pagePattern('/x/ana.perez@example.com')).toBe('/x/:id');
    expect(pagePattern('/x/ana%40example.com/')).toBe('/x/:id/');
  });
});
