import { describe, expect, it } from 'vitest';
import { frames, scrub } from './error-events';

describe('scrub', () => {
  it('blanks e-mail addresses and phone numbers in a message', () => {
    expect(scrub('duplicate for ana.perez+x@example.com, phone +1 (305) 555-0142, id 42')).toBe(
      'duplicate for [email], phone [number], id 42',
    );
  });
});

describe('frames', () => {
  it("reads V8's stacks (Node, Chromium), oldest call first, without the message line", () => {
    const stack = [
      'Error: no row for ana.perez@example.com',
      '    at find (/app/dist/node/main.js:10:5)',
      '    at async Promise.all (index 0)',
      '    at http://localhost/assets/index-Ab1.js?v=2#x:1:99',
    ].join('\n');
    expect(frames(stack)).toEqual([
      { function: '?', filename: 'http://localhost/assets/index-Ab1.js', lineno: 1, colno: 99 },
      { function: 'find', filename: '/app/dist/node/main.js', lineno: 10, colno: 5 },
    ]);
  });

  it("reads Firefox's and Safari's stacks, and never takes a message line for a frame", () => {
    const stack =
      'TypeError: x is ana@example.com:1:2\nrender@http://localhost/assets/a.js:4:7\n@http://localhost/assets/b.js:1:1';
    expect(frames(stack)).toEqual([
      { function: '?', filename: 'http://localhost/assets/b.js', lineno: 1, colno: 1 },
      { function: 'render', filename: 'http://localhost/assets/a.js', lineno: 4, colno: 7 },
    ]);
  });

  it('blanks addresses in function and file names', () => {
    expect(frames('    at ana@example.com (http://h/x/ana@example.com.js:1:2)')).toEqual([
      { function: '[email]', filename: 'http://h/x/[email]', lineno: 1, colno: 2 },
    ]);
  });
});
