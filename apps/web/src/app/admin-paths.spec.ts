import { describe, expect, it } from '@jest/globals';
import { isAdminPath } from './admin-paths';

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/ledger', '/admin/events', '/admin/projections', '/admin/verification', '/admin-panel', '/manage-artists', '/manage-curators'])(
    '%s is shown in the admin frame',
    (path) => expect(isAdminPath(path)).toBe(true),
  );

  it.each(['/', '/administrator', '/artist/admin', '/submissions', '/search', '/manage-artists-list', '/blog/admin'])('%s is not', (path) => expect(isAdminPath(path)).toBe(false));
});
