import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler';

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '08006' }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });
  it('leaves real bugs and bad input alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
