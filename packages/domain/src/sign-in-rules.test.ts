import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInSchema } from './auth.ts';
import { signInEmail, signInFieldErrors } from './sign-in-rules.ts';

/** The schema's verdict in the rules' shape: each field's first message, and the e-mail it hands on. */
function schemaVerdict(input: { email: string; password: string }) {
  const parsed = signInSchema.safeParse(input);
  if (parsed.success) return { errors: {}, email: parsed.data.email };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { errors, email: null };
}

function rulesVerdict(input: { email: string; password: string }) {
  const errors = signInFieldErrors(input);
  return { errors, email: Object.keys(errors).length === 0 ? signInEmail(input.email) : null };
}

const SAMPLES = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'parent@example.com', password: '' },
  { email: ' Parent@Example.COM ', password: 'secret' },
  { email: 'parent@example', password: 'secret' },
  { email: 'parent.@example.com', password: 'secret' },
  { email: '.parent@example.com', password: 'secret' },
  { email: 'pa..rent@example.com', password: 'secret' },
  { email: "o'neil+trip@school-1.example.cy", password: ' ' },
  { email: 'parent@-example.com', password: 'secret' },
  { email: 'parent@example.c', password: 'secret' },
  { email: 'γονιός@example.com', password: 'secret' },
  { email: 'parent@@example.com', password: 'secret' },
];

describe('sign-in rules, held to signInSchema', () => {
  it.each(SAMPLES)('judge %j as the schema does', (input) => {
    expect(rulesVerdict(input)).toEqual(schemaVerdict(input));
  });

  it('agree with the schema on any text, and on any address-like text', () => {
    const addressLike = fc
      .tuple(
        fc.stringMatching(/^[ ]?[A-Za-z0-9_'+.-]{0,8}$/),
        fc.constantFrom('@', '@@', ''),
        fc.stringMatching(/^[A-Za-z0-9.-]{0,10}[ ]?$/),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), addressLike), fc.string({ maxLength: 3 }), (email, password) => {
        expect(rulesVerdict({ email, password })).toEqual(schemaVerdict({ email, password }));
      }),
      { numRuns: 2000 },
    );
  });
});
