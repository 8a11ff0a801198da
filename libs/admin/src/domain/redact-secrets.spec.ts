import { REDACTED, redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('replaces credentials at any depth and leaves everything else as it is', () => {
    const data = { userId: 'u1', email: 'ana@example.com', passwordHash: '$argon2id$…', nested: [{ apiToken: 't', amount: 5 }], clientSecret: 's' };
    expect(redactSecrets(data)).toEqual({ userId: 'u1', email: 'ana@example.com', passwordHash: REDACTED, nested: [{ apiToken: REDACTED, amount: 5 }], clientSecret: REDACTED });
  });

  it('keeps a null credential null: an account without a password shows as one', () => {
    expect(redactSecrets({ passwordHash: null })).toEqual({ passwordHash: null });
  });
});
