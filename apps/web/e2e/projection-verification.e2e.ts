import { mkdirSync } from 'node:fs';
import { signInAdminThroughApi, signUpThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { e2eDatabase } from './support/database';
import { expect, test } from './support/fixtures';

// Issue 22 in the browser: an admin verifies a read model against the log, healthy and then with a row changed in SQL.
const shotsDir = '/tmp/web-shots-admin';

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

test('an admin verifies a read model: no differences, then the row changed in SQL with its column live against rebuilt', async ({ newPage }) => {
  const artistPage = await newPage();
  const artist = { id: await signUpThroughApi(artistPage.request, { firstName: 'Vera', label: 'verify-artist', role: 'artist' }) };
  const admin = await newPage();
  await signInAdminThroughApi(admin.request);

  await admin.goto('/admin/projections');
  const users = admin.getByRole('list', { name: 'Projections' }).getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'users', exact: true }) });
  await users.getByRole('button', { name: 'Verify users' }).click();
  await expect(users.getByRole('status')).toContainText(/No differences \([\d,]+ events replayed up to \d+\/\d+\)/);

  const db = e2eDatabase();
  try {
    await db.query(`update rm_users.users set location = 'Tampered' where id = $1`, [artist.id]);
    await users.getByRole('button', { name: 'Verify users' }).click();
    const differences = users.getByRole('status', { name: 'Differences of users from the log' });
    await expect(differences).toContainText('Differs from the log');
    await expect(differences.getByRole('table')).toContainText('users: 0 only in live, 0 only rebuilt, 1 changed');
    const row = differences.getByRole('row').filter({ hasText: artist.id });
    await expect(row.getByRole('cell')).toHaveText(['Changed', `{"id": "${artist.id}"}`, 'location', '"Tampered"', 'null']);
    await expectAccessibleAndCapture(admin, shotsDir, 'projection-verify-differs');
  } finally {
    await db.query(`update rm_users.users set location = null where id = $1`, [artist.id]);
    await db.end();
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await users.getByRole('button', { name: 'Verify users' }).click();
  await expect(users.getByRole('status')).toContainText('No differences');
});
