import type { FormEvent } from 'react';

/** One validation message per field that failed; a field with no entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export function hasErrors<Values>(errors: FieldErrors<Values>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/**
 * Whether a submit found problems. If so, focus (and with it the view) goes to the first field
 * marked invalid once it is drawn: in a long or scrolled form its message may be out of sight.
 */
export function stoppedByErrors<Values>(event: FormEvent<HTMLFormElement>, errors: FieldErrors<Values>): boolean {
  if (!hasErrors(errors)) return false;
  const form = event.currentTarget;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return true;
}
