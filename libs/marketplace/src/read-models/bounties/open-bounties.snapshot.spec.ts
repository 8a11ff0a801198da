import type { BountiesQuery, OpenBountiesAt } from './bounties.query.js';
import { OpenBountiesSnapshot } from './open-bounties.snapshot.js';

/** Lets every answered promise's callbacks run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));
const bounty = (id: string) => ({ id, songId: id, artistId: 'artist', tagIds: [1], totalAmount: 60, expiresAt: Date.now() + 86_400_000 });

/** The read models as the snapshot sees them: a version, and loads that answer when the test lets them. */
class ReadModels {
  version = 'v1';
  bounties = [bounty('first')];
  readonly loads: { read: OpenBountiesAt; answer: () => void }[] = [];

  readonly query = {
    openBountiesVersion: () => Promise.resolve(this.version),
    openBounties: () => {
      const read = { version: this.version, bounties: this.bounties };
      return new Promise<OpenBountiesAt>((resolve) => this.loads.push({ read, answer: () => resolve(read) }));
    },
  } as unknown as BountiesQuery;

  async answerAll(): Promise<void> {
    for (const load of this.loads.splice(0)) load.answer();
    await settled();
  }
}

const idsOf = async (call: Promise<{ bounties: readonly { id: string }[] }>) => (await call).bounties.map((b) => b.id);

describe('OpenBountiesSnapshot', () => {
  it('reads the bounties once per version: calls at the same version share one load and then the kept copy', async () => {
    const models = new ReadModels();
    const snapshot = new OpenBountiesSnapshot(models.query);
    const calls = [snapshot.current(), snapshot.current()];
    await settled();
    expect(models.loads).toHaveLength(1);
    await models.answerAll();
    expect(await Promise.all(calls.map(idsOf))).toEqual([['first'], ['first']]);
    expect(await idsOf(snapshot.current())).toEqual(['first']);
    expect(models.loads).toHaveLength(0);
  });

  it('never answers a load of an older version than the call saw: it may predate a write the caller saw answered', async () => {
    const models = new ReadModels();
    const snapshot = new OpenBountiesSnapshot(models.query);
    const before = snapshot.current();
    await settled();
    // A write is answered while that load is under way; a call made after it must see it.
    models.version = 'v2';
    models.bounties = [bounty('second'), bounty('first')];
    const after = snapshot.current();
    await settled();
    expect(models.loads).toHaveLength(1);
    await models.answerAll();
    expect(await idsOf(before)).toEqual(['first']);
    expect(models.loads).toHaveLength(1);
    await models.answerAll();
    expect(await idsOf(after)).toEqual(['second', 'first']);
    expect(await idsOf(snapshot.current())).toEqual(['second', 'first']);
    expect(models.loads).toHaveLength(0);
  });

  it('lets calls that begin while a load of their version is under way take it: one load for them all', async () => {
    const models = new ReadModels();
    const snapshot = new OpenBountiesSnapshot(models.query);
    const first = snapshot.current();
    await settled();
    const more = [snapshot.current(), snapshot.current(), snapshot.current()];
    await settled();
    expect(models.loads).toHaveLength(1);
    await models.answerAll();
    const answers = await Promise.all([first, ...more]);
    expect(answers.map((answer) => answer.bounties.map((b) => b.id))).toEqual([['first'], ['first'], ['first'], ['first']]);
    // The same arrays for all: a curator's fits are kept with them.
    expect(new Set(answers.map((answer) => answer.songs)).size).toBe(1);
  });

  it('reads again when the version moves', async () => {
    const models = new ReadModels();
    const snapshot = new OpenBountiesSnapshot(models.query);
    const first = snapshot.current();
    await settled();
    await models.answerAll();
    await first;
    models.version = 'v2';
    models.bounties = [];
    const next = snapshot.current();
    await settled();
    expect(models.loads).toHaveLength(1);
    await models.answerAll();
    expect((await next).bounties).toEqual([]);
  });
});
