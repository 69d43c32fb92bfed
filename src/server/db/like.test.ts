import { describe, expect, it } from 'vitest';
import { escapeLike } from './like';

describe('escapeLike', () => {
  it('makes %, _ and the backslash literal, and leaves the rest', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike("ana-maria's")).toBe("ana-maria's");
  });
});
