import pg from 'pg';

/** How many statements this process prepares at most: past it, a new text runs unnamed, as before. */
export const MAX_PREPARED_STATEMENTS = 1_000;

/**
 * The names of the statements this process prepares, by text. A text is named once it has been
 * sent twice: a one-off (a migration, an ad-hoc read) is not kept on every connection.
 */
export class StatementNames {
  /** Each text seen: its name, or null while it has been seen once (or its name was given up). */
  private readonly seen = new Map<string, string | null>();
  private named = 0;

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  /** The name to prepare this text under, or null to send it unnamed. */
  nameOf(text: string): string | null {
    const known = this.seen.get(text);
    if (known) return known;
    if (known === undefined) {
      this.remember(text);
      return null;
    }
    if (this.named >= this.max) return null;
    const name = `vm_${++this.named}`;
    this.seen.set(text, name);
    return name;
  }

  /**
   * Remembers a text seen once. The map stays bounded whatever is sent: when it is full, the texts
   * seen once so far are forgotten (the named ones stay), so a text that comes back later still
   * gets its name.
   */
  private remember(text: string): void {
    if (this.seen.size >= this.max * 4) {
      for (const [seenText, name] of this.seen) if (name === null) this.seen.delete(seenText);
    }
    this.seen.set(text, null);
  }

  /** Gives up a text's name: its next call prepares it under a new one, on every connection. */
  forget(text: string, name: string): void {
    if (this.seen.get(text) === name) this.seen.set(text, null);
  }
}

/**
 * PostgreSQL re-plans a prepared statement when a table it reads is renamed, dropped or altered
 * (a rebuild's swap), but refuses to run it when its result's columns changed meanwhile (a new
 * version of a read model, `select *`): "cached plan must not change result type".
 */
const isStaleResultType = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.code === '0A000' && error.message.includes('cached plan must not change result type');

/**
 * A pg client that sends the statements it is given again and again as named prepared statements:
 * PostgreSQL then parses each once per connection, and plans it once where a generic plan is as
 * good as one made for the values. Measured in `bench:lag` at 200 commands/s, planning took a
 * quarter of PostgreSQL's statement time, most of it for statements that come back every command.
 * Only parameterized text queries are named (what Kysely, MikroORM and the stores send); a query
 * object, a cursor or a text without parameters goes as it came.
 *
 * A statement whose result's columns changed under it is prepared anew under a new name at its next
 * call. Outside a transaction it is sent again at once, unnamed, so the caller never sees the
 * refusal; inside one the transaction has failed with it (a projection batch is retried, a request
 * answers 500 once).
 */
export class PreparedStatementsClient extends pg.Client {
  static readonly names = new StatementNames();

  override query(...args: unknown[]): never {
    const run = super.query.bind(this) as (...a: unknown[]) => never;
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return run(...args);
    const { names } = PreparedStatementsClient;
    const name = names.nameOf(text);
    if (!name) return run(...args);
    // An error arrives before the server's next ready-for-query: the status is still the one this statement ran in.
    const sendAgain = (error: unknown): boolean => {
      if (!isStaleResultType(error)) return false;
      names.forget(text, name);
      return this.getTransactionStatus() === 'I';
    };
    const query = { name, text };
    if (typeof callback === 'function') {
      // pg.Pool.query's form.
      return run(query, values, (error: Error | null, result?: unknown) =>
        sendAgain(error) ? run(text, values, callback) : (callback as (e: Error | null, r?: unknown) => void)(error, result),
      );
    }
    return (run(query, values) as Promise<unknown>).catch((error: unknown) => {
      if (sendAgain(error)) return run(text, values);
      throw error;
    }) as never;
  }
}
