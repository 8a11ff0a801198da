// The own-account wait after a write, with the read model's catching up played by fakes of the two ports.
import { ReadYourWrites, StillShowingError } from '#platform';
import type { Position } from '#eventstore';
import type { Balances } from '#wallet';
import { SessionUsers } from './session-users.query.js';
import { UserReadModel } from './user.entity.js';
import type { UserLookup } from './user.lookup.js';

const position: Position = { commit: 7n, prepare: 7n };

/** A read model that reaches the write at the `reachesAt`-th wait (never when null), and only then holds the row. */
function catchingUp(reachesAt: number | null) {
  let waits = 0;
  const row = Object.assign(new UserReadModel(), { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee', createdAt: new Date(), updatedAt: new Date() });
  const readYourWrites = new (class extends ReadYourWrites {
    waitFor(): Promise<boolean> {
      throw new Error('not used by the own-account wait: it waits for every reader of account events');
    }
    async waitForReaders(): Promise<boolean> {
      waits += 1;
      return reachesAt !== null && waits >= reachesAt;
    }
  })();
  const lookup = { byId: async () => (reachesAt !== null && waits >= reachesAt ? row : null) } as unknown as UserLookup;
  const balances = { of: async () => ({ total: 40, reserved: 15, available: 25 }), ledger: async () => ({ credited: 40, inFlight: 0 }) } as Balances;
  return { users: new SessionUsers(lookup, readYourWrites, balances), waits: () => waits };
}

describe("the caller's own account after a write", () => {
  it('keeps waiting while the read model lags, and answers the account once it has caught up', async () => {
    const { users, waits } = catchingUp(3);
    await expect(users.afterWrite('u1', position)).resolves.toMatchObject({ id: 'u1', email: 'ana@example.com', vibeCoins: '40', reservedVibeCoins: '15' });
    expect(waits()).toBe(3);
  });

  it('stops after five waits: an account the read model does not show yet is "saved, taking longer to show"', async () => {
    const { users, waits } = catchingUp(null);
    await expect(users.afterWrite('u1', position)).rejects.toBeInstanceOf(StillShowingError);
    expect(waits()).toBe(5);
  });
});
