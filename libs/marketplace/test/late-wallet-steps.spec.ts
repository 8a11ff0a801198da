import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { HoldSongCommand } from '#catalog';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import {
  ADMIN_ENV, addSong, balanceOf, BOUNTY, caughtUp, createPlaylist, createTestApp, eventually, expectLedgerWhole, fundWallet, setBounty, signUp, signUpCurator, type SignedUpAccount,
  type TestApp,
} from '#testing';
import { ReplaceReservationCommand, ReserveCoinsCommand } from '#wallet';
import type { Response } from 'supertest';
import { bountiesStream } from '../src/domain/bounty.events.js';
import { submissionsStream } from '../src/domain/submission.events.js';

const MESSAGE = 'Would love your ears on this one.';

/** Sends a supertest request now (it waits for its first `then` otherwise). */
const sent = (request: PromiseLike<Response>): Promise<Response> => Promise.resolve(request);

/** A command's context, as the escrow passes it on: who acted, and which process (if any) caused it. */
const contextOf = (command: ICommand) => (command as { context?: { actorId: string | null; causationId: string } }).context;

/**
 * The request that decided a bounty, a request or a change of terms runs its wallet step at once,
 * and the escrow process manager runs the same step again when it follows the event (decision
 * 0018). When the process manager is refused first, it records the verdict (unfunded, or the change
 * refused) and settles or restores what was held, which is nothing yet; the request's own step,
 * held back meanwhile, then comes after a top-up. The wallet must hold nothing for it: no verdict,
 * deadline or settlement would ever release those coins.
 */
describe('a wallet step of the request that arrives after the process manager recorded its refusal', () => {
  let app: TestApp;
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app.close());
  afterEach(async () => {
    restore();
    await expectLedgerWhole(app);
  });

  /**
   * Holds the artist's own `step` (the request's wallet step) until `letGo`, and the process
   * manager's first step until the request is held there, so that the process manager decides first.
   */
  function holdRequestStep(artist: SignedUpAccount, step: typeof ReserveCoinsCommand | typeof ReplaceReservationCommand) {
    const bus = app.app.get(CommandBus);
    const execute = bus.execute.bind(bus);
    let reached!: () => void;
    const atStep = new Promise<void>((resolve) => (reached = resolve));
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    restore = () => void (bus.execute = execute);
    bus.execute = (async (command: ICommand) => {
      const context = contextOf(command);
      if (command instanceof step && context?.actorId === artist.user.id) {
        reached();
        await released;
      }
      if (command instanceof HoldSongCommand && context?.causationId === 'marketplace-escrow') await atStep;
      return execute(command);
    }) as typeof bus.execute;
    return { atStep, letGo };
  }

  /**
   * Waits until the escrow's stream records the process manager's verdict (a catch-up check on
   * the log's head would not do: the head lags behind a write while the server has other
   * transactions open).
   */
  async function verdictRecorded(stream: string, type: string): Promise<void> {
    const store = app.app.get<EventStore>(EVENT_STORE);
    const types = await eventually(async () => (await store.readStream(stream)).map((event) => event.type), (recorded) => recorded.includes(type));
    expect(types).toContain(type);
  }

  /** The artist's coins once the process manager has followed everything (it releases what a step it overtook reserved). */
  const settledBalance = async (artist: SignedUpAccount, reserved: number) => {
    expect(await caughtUp(app, 'marketplace-escrow')).toBe(true);
    return eventually(() => balanceOf(artist), (balance) => balance.reserved === reserved, 5000);
  };

  /** Sends the request with its wallet step held, lets the process manager be refused, tops the wallet up, then lets the request go on. */
  async function raceWithTopUp(artist: SignedUpAccount, send: () => PromiseLike<Response>, verdict: { stream: string; type: string }): Promise<Response> {
    const { atStep, letGo } = holdRequestStep(artist, ReserveCoinsCommand);
    const answer = sent(send());
    await atStep;
    await verdictRecorded(verdict.stream, verdict.type);
    await fundWallet(artist.agent);
    letGo();
    return answer;
  }

  it('a bounty refused for want of coins holds none of the coins that came in meanwhile', async () => {
    const artist = await signUp(app);
    const song = await addSong(artist.agent);
    const response = await raceWithTopUp(artist, () => artist.agent.post(`/api/songs/${song.id}/bounty`).send(BOUNTY), { stream: bountiesStream(song.id), type: 'BountyUnfunded' });
    expect(response.status).toBe(409);
    expect(await settledBalance(artist, 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
    expect((await artist.agent.get('/api/user/active-bounties').expect(200)).body).toEqual([]);
  });

  it('a campaign request refused for want of coins holds none of the coins that came in meanwhile', async () => {
    const artist = await signUp(app);
    const song = await addSong(artist.agent);
    const curator = await signUpCurator(app);
    const playlist = await createPlaylist(curator.agent, { reviewPrice: 25 });
    const request = { songId: song.id, playlistId: playlist.id, type: 'review', price: 25, message: MESSAGE };
    const verdict = { stream: submissionsStream(song.id, playlist.id), type: 'SubmissionUnfunded' };
    const response = await raceWithTopUp(artist, () => artist.agent.post('/api/submissions').send(request), verdict);
    expect(response.status).toBe(409);
    expect(await settledBalance(artist, 0)).toEqual({ total: 1000, reserved: 0, available: 1000 });
    expect((await curator.agent.get('/api/submissions/curator').expect(200)).body).toEqual([]);
  });

  it('a change of terms refused for want of coins leaves held exactly the terms that stay', async () => {
    const artist = await signUp(app);
    await fundWallet(artist.agent);
    const [kept, cancelled, third] = [await addSong(artist.agent), await addSong(artist.agent), await addSong(artist.agent)];
    await setBounty(artist, kept.id); // 150 VC
    await setBounty(artist, cancelled.id, { reviewAmount: 100, placementAmount: 300 }); // 400 VC
    await setBounty(artist, third.id, { reviewAmount: 100, placementAmount: 300 }); // 400 VC: 50 left
    const { atStep, letGo } = holdRequestStep(artist, ReplaceReservationCommand);
    const edit = sent(artist.agent.patch(`/api/songs/${kept.id}/bounty`).send({ reviewAmount: 100, placementAmount: 300, serviceType: 'both' }));
    await atStep;
    // The process manager is refused the 250 VC more (50 available) and records the change refused.
    await verdictRecorded(bountiesStream(kept.id), 'BountyChangeRefused');
    await artist.agent.delete(`/api/songs/${cancelled.id}/bounty`).expect(200);
    letGo();
    expect((await edit).status).toBe(409);
    expect(await settledBalance(artist, 550)).toEqual({ total: 1000, reserved: 550, available: 450 });
    const totals = ((await artist.agent.get('/api/user/active-bounties').expect(200)).body as { totalAmount: number }[]).map((bounty) => bounty.totalAmount);
    expect(totals.sort((a, b) => a - b)).toEqual([150, 400]);
  });
});
