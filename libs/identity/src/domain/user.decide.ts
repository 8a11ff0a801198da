import { DomainError } from '#platform';
import type { Role, SignUpRole, UserEvent } from './user.events.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

export interface RegisterUser {
  readonly type: 'RegisterUser';
  readonly userId: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: SignUpRole | null;
  readonly isAdmin: boolean;
}

export interface SelectRole {
  readonly type: 'SelectRole';
  readonly userId: string;
  readonly role: Role;
}

export interface CompleteCuratorProfile {
  readonly type: 'CompleteCuratorProfile';
  readonly userId: string;
  readonly displayName: string;
  readonly bio: string;
}

export type UserCommand = RegisterUser | SelectRole | CompleteCuratorProfile;

const accountNotFound = () => new DomainError('not_found', 'Account not found');

/** The rules of one account. */
export function decideUser(command: UserCommand, state: UserState): UserEvent[] | DomainError {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') return new DomainError('conflict', 'An account with this email already exists');
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data }];
    }
    case 'SelectRole':
      if (state.status !== 'registered') return accountNotFound();
      if (state.role === command.role) return [];
      return [{ type: 'UserRoleSelected', data: { userId: command.userId, role: command.role } }];
    case 'CompleteCuratorProfile':
      if (state.status !== 'registered') return accountNotFound();
      if (state.role !== 'curator' && state.role !== 'both') {
        return new DomainError('forbidden', 'Only curators have a curator profile');
      }
      return [{ type: 'CuratorProfileCompleted', data: { userId: command.userId, displayName: command.displayName, bio: command.bio } }];
  }
}

export const userDecider = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
