import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.ts';

describe('splitLinks', () => {
  it('finds the links of a message and keeps the text around them', () => {
    const text =
      'Hello,\nopen https://voyage.example/api/auth/magic-link/verify?token=abc&callbackURL=%2Flogin to sign in.\nBye';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Hello,\nopen ' },
      { kind: 'link', href: 'https://voyage.example/api/auth/magic-link/verify?token=abc&callbackURL=%2Flogin' },
      { kind: 'text', text: ' to sign in.\nBye' },
    ]);
  });

  it('leaves sentence punctuation out of the address', () => {
    expect(splitLinks('Go to http://localhost:3000/reset-password?token=x.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', href: 'http://localhost:3000/reset-password?token=x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });

  it('returns plain text as one part, and nothing for nothing', () => {
    expect(splitLinks('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
