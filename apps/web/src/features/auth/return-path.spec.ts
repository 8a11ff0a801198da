import { describe, expect, it } from '@jest/globals';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('leads back to the path the sign-in page was given, with its query', () => {
    expect(returnPathOf(`?${new URLSearchParams({ next: '/curator/42?tab=playlists' })}`)).toBe('/curator/42?tab=playlists');
  });

  it.each([
    ['no next', ''],
    ['another site', '?next=https://evil.test/'],
    ['a scheme-relative address', '?next=//evil.test/'],
    ['a backslash the browser reads as a slash', '?next=/\\evil.test/'],
    ['a relative path', '?next=settings'],
    ['a tab the browser drops, leaving two slashes', '?next=/%09/evil.test/'],
    ['a line break the browser drops', '?next=/%0A/evil.test/'],
  ])('leads to the dashboard for %s', (_case, search) => {
    expect(returnPathOf(search)).toBe('/');
  });
});
