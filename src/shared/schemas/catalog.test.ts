import { describe, expect, it } from 'vitest';
import { eventTypeListSchema, namedRefSchema, serviceAreaListSchema } from './catalog';

/** docs/product.md, Calls: a service area and an event type are each an id and a name. */
describe('catalog schemas', () => {
  it('reads an id and a name', () => {
    expect(namedRefSchema.parse({ id: 'miami', name: 'Miami' })).toEqual({ id: 'miami', name: 'Miami' });
  });

  it('drops anything else', () => {
    expect(namedRefSchema.parse({ id: 'miami', name: 'Miami', extra: 1 })).toEqual({ id: 'miami', name: 'Miami' });
  });

  it('needs both fields, as text', () => {
    expect(namedRefSchema.safeParse({ id: 'miami' }).success).toBe(false);
    expect(namedRefSchema.safeParse({ name: 'Miami' }).success).toBe(false);
    expect(namedRefSchema.safeParse({ id: 1, name: 'Miami' }).success).toBe(false);
    expect(namedRefSchema.safeParse({ id: 'miami', name: null }).success).toBe(false);
  });

  it('reads lists of service areas and event types', () => {
    const list = [
      { id: 'a', name: 'Miami' },
      { id: 'b', name: 'Doral' },
    ];
    expect(serviceAreaListSchema.parse(list)).toEqual(list);
    expect(eventTypeListSchema.parse([])).toEqual([]);
    expect(eventTypeListSchema.safeParse([{ id: 'a' }]).success).toBe(false);
    expect(serviceAreaListSchema.safeParse({ id: 'a', name: 'Miami' }).success).toBe(false);
  });
});
