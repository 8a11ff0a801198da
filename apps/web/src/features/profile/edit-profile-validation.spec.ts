import { describe, expect, it } from '@jest/globals';
import { type EditProfileValues, validateEditProfile } from './edit-profile-validation';
import { type LinkField, linkFields } from './profile-links';

const noLinks = Object.fromEntries(linkFields.map(({ field }) => [field, ''])) as Record<LinkField, string>;
const values = (change: Partial<EditProfileValues>): EditProfileValues => ({ displayName: 'Ana Lee', bio: '', location: '', ...noLinks, ...change });

describe('validateEditProfile', () => {
  it('refuses, with the server’s words, what the server would: a name over 60, a bio over 1000, a location over 100 characters', () => {
    expect(validateEditProfile(values({ displayName: 'x'.repeat(60), bio: 'b'.repeat(1000), location: 'l'.repeat(100) }))).toEqual({});
    expect(validateEditProfile(values({ displayName: 'x'.repeat(61), bio: 'b'.repeat(1001), location: 'l'.repeat(101) }))).toEqual({
      displayName: 'Display name must be at most 60 characters',
      bio: 'Bio must be at most 1000 characters',
      location: 'Location must be at most 100 characters',
    });
  });
});
