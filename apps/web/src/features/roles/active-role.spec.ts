import { describe, expect, it, jest } from '@jest/globals';
import { activeRoleOf } from './active-role';

describe('activeRoleOf', () => {
  it("shows a one-role user's own role without asking for the stored choice", () => {
    const chosen = jest.fn(() => 'curator' as const);
    expect(activeRoleOf('artist', chosen)).toBe('artist');
    expect(activeRoleOf('curator', jest.fn(() => 'artist' as const))).toBe('curator');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('shows a "both" user the role they chose', () => {
    expect(activeRoleOf('both', () => 'curator')).toBe('curator');
    expect(activeRoleOf('both', () => 'artist')).toBe('artist');
  });
});
