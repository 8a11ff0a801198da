import { plainToInstance, Transform } from 'class-transformer';
import { IsInt, Max, Min, validateSync } from 'class-validator';

/** The environment as read at start: only variables that are set and not empty. */
export type Environment = Readonly<Record<string, string>>;

/**
 * A module's own part of the configuration: its variables (a class-validator class whose field
 * defaults are the defaults) and what the module makes of them. Validated at start with the
 * rest, so that a bad value stops the start with a message naming the variable.
 */
export interface ConfigSection<Value> {
  /** Inject the section's value with `@Inject(section.token)`. */
  readonly token: symbol;
  readonly name: string;
  /** The value, or the messages of every bad variable. */
  read(environment: Environment): { readonly value: Value } | { readonly errors: readonly string[] };
}

export function defineConfigSection<Variables extends object, Value>(
  name: string,
  variables: new () => Variables,
  toValue: (variables: Variables) => Value,
): ConfigSection<Value> {
  return {
    token: Symbol(`${name} config`),
    name,
    read(environment) {
      const parsed = plainToInstance(variables, environment);
      const errors = validateSync(parsed, { whitelist: false });
      if (errors.length > 0) return { errors: errors.flatMap((error) => Object.values(error.constraints ?? {})) };
      return { value: toValue(parsed) };
    },
  };
}

/**
 * A section variable of whole milliseconds from 100 to 60,000, `fallback` when unset: how long a
 * call to an outside service may take. Several sections may read the same variable.
 */
export function Milliseconds(name: string, fallback: number): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (value === undefined ? fallback : Number(value)))(target, key);
    IsInt({ message: `${name} must be a whole number` })(target, key);
    Min(100, { message: `${name} must be at least 100 (milliseconds)` })(target, key);
    Max(60_000, { message: `${name} must be at most 60000 (milliseconds)` })(target, key);
  };
}
