import { describe, expect, it } from '@jest/globals';
import { validateCuratorProfile } from './curator-profile-validation';

describe('validateCuratorProfile', () => {
  const bio = 'Dream pop playlists, updated weekly.';
  it('keeps to what the server accepts: a name of 2 to 60 characters, a bio of 10 to 1000', () => {
    expect(validateCuratorProfile({ displayName: 'Jo', bio })).toEqual({});
    expect(validateCuratorProfile({ displayName: 'x'.repeat(60), bio: 'b'.repeat(1000) })).toEqual({});
    expect(validateCuratorProfile({ displayName: 'x'.repeat(61), bio: 'b'.repeat(1001) })).toEqual({
      displayName: 'Display name must be at most 60 characters',
      bio: 'Bio must be at most 1000 characters',
    });
    expect(validateCuratorProfile({ displayName: ' J ', bio: 'too short' })).toEqual({
      displayName: 'Display name must be at least 2 characters',
      bio: 'Bio must be at least 10 characters',
    });
  });
});
