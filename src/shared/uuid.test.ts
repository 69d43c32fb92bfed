import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes the UUID shape in either case, any version', () => {
    expect(isUuid('7b0c7b8e-8c1b-4c1e-9a51-3f0d7e1c2a10')).toBe(true);
    expect(isUuid('7B0C7B8E-8C1B-4C1E-9A51-3F0D7E1C2A10')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const id of [
      '',
      'abc',
      '7b0c7b8e8c1b4c1e9a513f0d7e1c2a10',
      '7b0c7b8e-8c1b-4c1e-9a51-3f0d7e1c2a1',
      ' 7b0c7b8e-8c1b-4c1e-9a51-3f0d7e1c2a10',
      '7b0c7b8e-8c1b-4c1e-9a51-3f0d7e1c2a1g',
    ]) {
      expect(isUuid(id), id).toBe(false);
    }
  });
});
