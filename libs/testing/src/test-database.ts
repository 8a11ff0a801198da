import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server that tests create their throw-away databases on (the real PostgreSQL, never a mock). */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs work on the test server's maintenance database (creating, dropping and finding databases). */
export async function onTestServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database of this name on the test server, whether it exists yet or not, with its drop. */
export function testDatabaseNamed(name: string): TestDatabase {
  return {
    name,
    url: withDatabase(TEST_SERVER_URL, name),
    drop: () => onTestServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh, empty database for one test file, so test files can run in parallel. */
export async function createTestDatabase(prefix = 'vm_test'): Promise<TestDatabase> {
  const database = testDatabaseNamed(`${prefix}_${randomBytes(6).toString('hex')}`);
  await onTestServer((c) => c.query(`CREATE DATABASE "${database.name}"`));
  return database;
}

