/** One validation message per field that failed; a field with no entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export function hasErrors<Values>(errors: FieldErrors<Values>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
