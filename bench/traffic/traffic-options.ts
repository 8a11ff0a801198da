/** `--name value` of the command line as a positive number, or the default. */
export function numberFlag(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!(value > 0)) throw new Error(`--${name} must be a number above 0, got ${argv[at + 1]}`);
  return value;
}
