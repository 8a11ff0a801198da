import type { Role, UserEvent } from './user.events.js';

export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly email: string;
      readonly passwordHash: string | null;
      readonly role: Role | null;
      readonly isAdmin: boolean;
      readonly curatorProfileComplete: boolean;
    };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        role: event.data.role,
        isAdmin: event.data.isAdmin,
        curatorProfileComplete: false,
      };
    case 'UserRoleSelected':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'CuratorProfileCompleted':
      return state.status === 'registered' ? { ...state, curatorProfileComplete: true } : state;
  }
}

export const userStream = (userId: string): string => `user-${userId}`;
