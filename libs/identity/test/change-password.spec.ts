import { signUp } from '#testing';
import { createTestApp, type TestApp } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { agent, email } = await signUp(t);
    const response = await agent.post('/api/auth/change-password').send({ currentPassword: 'secret1', newPassword: 'secret2' }).expect(200);
    expect(response.body).toEqual({ message: 'Password changed' });

    await t.agent().post('/api/auth/login').send({ email, password: 'secret1' }).expect(401);
    const login = await t.agent().post('/api/auth/login').send({ email, password: 'secret2' }).expect(200);
    expect(login.body.email).toBe(email);
  });

  it("ends the user's other sessions and keeps the current one", async () => {
    const { agent, email, user } = await signUp(t);
    const otherBrowser = t.agent();
    await otherBrowser.post('/api/auth/login').send({ email, password: 'secret1' }).expect(200);
    await otherBrowser.get('/api/auth/user').expect(200);
    const someoneElse = await signUp(t);

    await agent.post('/api/auth/change-password').send({ currentPassword: 'secret1', newPassword: 'secret2' }).expect(200);

    const ended = await otherBrowser.get('/api/auth/user').expect(401);
    expect(ended.body.message).toBe('Unauthorized: please log in to continue');
    const current = await agent.get('/api/auth/user').expect(200);
    expect(current.body.id).toBe(user.id);
    await someoneElse.agent.get('/api/auth/user').expect(200);
    // The current session can go on changing things, with the new password as the current one.
    await agent.post('/api/auth/change-password').send({ currentPassword: 'secret2', newPassword: 'secret3' }).expect(200);
  });

  it.each([
    [{ newPassword: 'secret2' }, 'Please fill in all password fields'],
    [{ currentPassword: 'secret1' }, 'Please fill in all password fields'],
    [{ currentPassword: '', newPassword: 'secret2' }, 'Please fill in all password fields'],
    [{ currentPassword: 'secret1', newPassword: '' }, 'Please fill in all password fields'],
    [{ currentPassword: 'secret1', newPassword: '12345' }, 'New password must be at least 6 characters long'],
    [{ currentPassword: 'secret1', newPassword: 'secret1' }, 'New password must be different from current password'],
    [{ currentPassword: 'wrong-one', newPassword: 'secret2' }, 'Current password is incorrect'],
  ])('refuses %j with 400 "%s" and keeps the old password', async (body, message) => {
    const { agent, email } = await signUp(t);
    const otherBrowser = t.agent();
    await otherBrowser.post('/api/auth/login').send({ email, password: 'secret1' }).expect(200);

    const response = await agent.post('/api/auth/change-password').send(body).expect(400);
    expect(response.body.message).toBe(message);

    await otherBrowser.get('/api/auth/user').expect(200);
    await t.agent().post('/api/auth/login').send({ email, password: 'secret1' }).expect(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.agent().post('/api/auth/change-password').send({ currentPassword: 'secret1', newPassword: 'secret2' }).expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });

  it('answers 401 to a session that signed out', async () => {
    const { agent } = await signUp(t);
    await agent.get('/api/logout').expect(302);
    await agent.post('/api/auth/change-password').send({ currentPassword: 'secret1', newPassword: 'secret2' }).expect(401);
  });
});
