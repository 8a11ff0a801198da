/** The real app (real PostgreSQL and Redis, as the API tests build it) on a fresh database, with one seeded user. */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '#testing';
import { serveForParent } from '../shared/child-server.js';

export interface VibeMatchInfo {
  readonly url: string;
  readonly userId: string;
  /** The seeded user's cookies (`vm.sid=…; vm.signed-in=1`), as a browser sends them. */
  readonly cookie: string;
}

/** Signs a user up through the API, as the web app does, and keeps the session it gets. */
async function seedUser(url: string): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-secret', firstName: 'Bench', lastName: 'Mark', role: 'artist' }),
  });
  if (response.status !== 201) throw new Error(`Seeding the user answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  // Every cookie the sign-up set (the session and its signed-in hint), sent back as a browser would.
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie.startsWith('vm.sid=')) throw new Error('Signing up set no session cookie');
  return { userId: id, cookie };
}

await serveForParent<VibeMatchInfo>(async () => {
  const t = await createTestApp();
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { info: { url, ...(await seedUser(url)) }, stop: () => t.close() };
});
