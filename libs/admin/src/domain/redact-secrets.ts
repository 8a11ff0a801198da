export const REDACTED = '[redacted]';

/** Field names whose values are credentials (identity's passwordHash), whatever event carries them. */
const SECRET_FIELD = /password|secret|token/i;

/**
 * An event's data as an admin may read it: every credential replaced, however deep. A password
 * hash shown on a page could be cracked offline; nothing else in the log is a credential.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) && inner !== null ? REDACTED : redactSecrets(inner)]));
}
