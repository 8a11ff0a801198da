import { randomUUID } from 'node:crypto';
import { userStream } from '#identity';
import { ADMIN_ENV, type Agent, createTestApp, signInAdmin, signUp, type TestApp, appendEvents } from '#testing';

/**
 * AdminGuard (decision 0013): every /api/admin/ route asks the caller's own account stream, at the
 * request, whether they are an active admin. A deactivation through the API also ends the
 * account's sessions, which would answer 401 before the guard is asked; here the deactivation
 * event is appended alone, so that the session lives on and the guard alone refuses.
 */
describe('AdminGuard and a deactivated admin', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => t.close());

  const ADMIN_ROUTES: [string, (agent: Agent, someone: string) => Promise<{ status: number; body: { message?: string } }>][] = [
    ['GET /api/admin/stats', (agent) => agent.get('/api/admin/stats')],
    ['GET /api/admin/users', (agent) => agent.get('/api/admin/users')],
    ['GET /api/admin/ledger/verify', (agent) => agent.get('/api/admin/ledger/verify')],
    ['PATCH /api/admin/users/{id}', (agent, someone) => agent.patch(`/api/admin/users/${someone}`).send({ location: 'Elsewhere' })],
  ];

  it('refuses an admin deactivated while their session lives on: 403 "Admins only" on every admin route, until reactivated', async () => {
    const admin = await signInAdmin(t);
    const { id } = (await admin.get('/api/auth/user').expect(200)).body as { id: string };
    const { user: someone } = await signUp(t);
    for (const [, call] of ADMIN_ROUTES) expect((await call(admin, someone.id)).status).toBe(200);

    await appendEvents(t, userStream(id), [{ type: 'UserDeactivated', data: { userId: id, adminId: randomUUID() } }]);
    for (const [route, call] of ADMIN_ROUTES) {
      const refused = await call(admin, someone.id);
      expect([route, refused.status, refused.body.message]).toEqual([route, 403, 'Admins only']);
    }

    await appendEvents(t, userStream(id), [{ type: 'UserReactivated', data: { userId: id, adminId: randomUUID() } }]);
    for (const [, call] of ADMIN_ROUTES) expect((await call(admin, someone.id)).status).toBe(200);
  });
});
