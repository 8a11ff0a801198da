import fc from 'fast-check';

/**
 * Text that has hurt before or could: NUL (PostgreSQL refuses it; it once made a 500), lone
 * surrogates (not storable either), very long text, markup, SQL, right-to-left overrides.
 */
export const nastyText: fc.Arbitrary<string> = fc.constantFrom(
  'nul \u0000 inside',
  '\u0000',
  'lone \uD800 high surrogate',
  '\uDC00',
  '𝄞'.repeat(300),
  'x'.repeat(10_000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '   ',
  '\u202Eevil',
);

/** A value of any wrong kind for a field. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.string({ unit: 'binary' }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, '', [], {}),
  fc.constant({ $ne: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A valid-shaped object with one field (or a prototype key, or an extra key) set to junk. */
export function withOneBrokenField(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    if (!isPlainObject(value)) return junkValue;
    const keys = [...Object.keys(value), '__proto__', 'constructor', 'isAdmin'];
    // A computed key makes "__proto__" an own property, which JSON.stringify then sends.
    return fc.tuple(fc.constantFrom(...keys), junkValue).map(([key, junk]) => ({ ...value, [key]: junk }));
  });
}

/** A body sent as raw text: broken JSON, JSON of a valid value cut short, or the wrong content type. */
export function rawBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ contentType: string; text: string }> {
  const json = (text: string) => ({ contentType: 'application/json', text });
  return fc.oneof(
    fc.constantFrom(
      json('{"email": '),
      json('\u0000'),
      json('{"__proto__": {"isAdmin": true}}'),
      json('['.repeat(5000)),
      json(`{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`),
      { contentType: 'text/plain', text: 'just text' },
      { contentType: 'application/x-www-form-urlencoded', text: 'email=a%40b.co&password=x&role[]=artist' },
      { contentType: 'application/json; charset=utf-16', text: '{}' },
    ),
    fc.string({ unit: 'binary' }).map(json),
    valid.map((value) => json((JSON.stringify(value) ?? 'null').slice(0, -1))),
  );
}
