import { describe, expect, it } from 'vitest';
import { bytesInWords, secondsInWords } from './units';

describe('the System page units', () => {
  it('says sizes in B, kB, MB, GB', () => {
    expect(bytesInWords(0)).toBe('0 B');
    expect(bytesInWords(812)).toBe('812 B');
    expect(bytesInWords(4_230_000)).toBe('4.2 MB');
    expect(bytesInWords(48_700_000)).toBe('49 MB');
    expect(bytesInWords(1_300_000_000)).toBe('1.3 GB');
  });

  it('says spans of time to their two largest units', () => {
    expect(secondsInWords(0)).toBe('0 s');
    expect(secondsInWords(45.9)).toBe('45 s');
    expect(secondsInWords(200)).toBe('3 min 20 s');
    expect(secondsInWords(2 * 3600 + 5 * 60 + 7)).toBe('2 h 5 min');
    expect(secondsInWords(86_400 + 3 * 3600)).toBe('1 day 3 h');
    expect(secondsInWords(4 * 86_400)).toBe('4 days 0 h');
  });
});
