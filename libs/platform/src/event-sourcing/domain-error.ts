/** How a refused command maps onto HTTP; the domain itself knows nothing of status codes. */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

/** A command the rules refuse. Its message is shown to the user as it is. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the JSON answer (e.g. `canHide`, `reason`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
