import { randomUUID } from 'node:crypto';
import { addSong, createPlaylist, type CreatedPlaylist, fundWallet, priceOf, signUp, type SignedUpAccount, type TestApp, eventually, balanceOf, setBounty } from '#testing';

/** A display name a spreadsheet would run as a formula: the export must neutralise it. */
export const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';
const MESSAGE = 'A late-night fit, I hope.';
const FEEDBACK = 'Lovely textures, but the vocal sits too low.';

export interface LedgerHistory {
  /** Ana: a coupon and a purchase (pack-50, 260 VC); Ben: a coupon. */
  readonly ana: SignedUpAccount;
  readonly ben: SignedUpAccount;
  /** Two curators with a playlist each (review 25, placement 150); Cleo's display name is {@link FORMULA_NAME}. */
  readonly cal: SignedUpAccount;
  readonly cleo: SignedUpAccount;
  /** Moments of Ana's wallet, each strictly between two of its movements. */
  readonly moments: { readonly beforeCoupon: Date; readonly afterCoupon: Date; readonly afterPurchase: Date; readonly afterBounty: Date };
}

/** Now, then a pause, so that the next movement happens strictly after the moment taken. */
const moment = async (): Promise<Date> => {
  const now = new Date();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return now;
};

async function completeBounty(artist: SignedUpAccount, curator: SignedUpAccount, outcome: 'reviewed' | 'placed'): Promise<void> {
  const song = await addSong(artist.agent, { title: `Bounty ${outcome}` });
  const bounty = await setBounty(artist, song.id);
  const campaign = (await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body as { id: string };
  await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'active' }).expect(200);
  await curator.agent.patch(`/api/campaigns/${campaign.id}`).send({ status: 'completed', outcome, curatorFeedback: FEEDBACK }).expect(200);
}

async function sendSubmission(artist: SignedUpAccount, playlist: CreatedPlaylist, type: 'review' | 'placement'): Promise<string> {
  const song = await addSong(artist.agent, { title: `Request ${randomUUID()}` });
  const sent = await artist.agent.post('/api/submissions').send({ songId: song.id, playlistId: playlist.id, type, price: priceOf(playlist, type), message: MESSAGE }).expect(201);
  return (sent.body as { id: string }).id;
}

async function answerSubmission(artist: SignedUpAccount, curator: SignedUpAccount, playlist: CreatedPlaylist, type: 'review' | 'placement', answer: Record<string, string>): Promise<void> {
  const id = await sendSubmission(artist, playlist, type);
  await curator.agent.patch(`/api/submissions/${id}`).send(answer).expect(200);
}

/**
 * Every way coins move, through the real API (BOUNTY_LIFETIME and SUBMISSION_RESPONSE_WINDOW
 * short): coupons, a test-mode purchase; a bounty cancelled, one expired, one completed as
 * reviewed and one as placed; requests answered reviewed, added, rejected with and without
 * feedback, and one expired. Each pending one is answered at once, so only the two meant to
 * expire do. Money in: 2260 VC; paid out: 375 VC (Ana 325, Ben 50; Cal earns 175, Cleo 200).
 */
export async function buildLedgerHistory(app: TestApp): Promise<LedgerHistory> {
  const ana = await signUp(app);
  const ben = await signUp(app);
  const cal = await signUp(app, { role: 'curator', curatorProfile: true });
  const cleo = await signUp(app, { role: 'curator', curatorProfile: { displayName: FORMULA_NAME, bio: 'Spreadsheets by night.' } });
  const [calList, cleoList] = [await createPlaylist(cal.agent), await createPlaylist(cleo.agent)];

  const beforeCoupon = await moment();
  await fundWallet(ana.agent);
  const afterCoupon = await moment();
  await ana.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', `key-${randomUUID()}`).send({ packageId: 'pack-50' }).expect(201);
  const afterPurchase = await moment();
  await setBounty(ana, (await addSong(ana.agent, { title: 'Left to expire' })).id);
  const afterBounty = await moment();
  await fundWallet(ben.agent);
  await sendSubmission(ben, calList, 'review');

  const cancelled = await addSong(ana.agent, { title: 'Cancelled' });
  await setBounty(ana, cancelled.id);
  await ana.agent.delete(`/api/songs/${cancelled.id}/bounty`).expect(200);
  await completeBounty(ben, cal, 'reviewed');
  await completeBounty(ana, cleo, 'placed');
  await answerSubmission(ana, cleo, cleoList, 'review', { status: 'reviewed' });
  await answerSubmission(ana, cal, calList, 'placement', { status: 'added' });
  await answerSubmission(ben, cleo, cleoList, 'review', { status: 'rejected', curatorFeedback: 'Not for us.' });
  await answerSubmission(ben, cleo, cleoList, 'placement', { status: 'rejected', curatorFeedback: FEEDBACK });

  // The bounty and the request left alone expire (delayed job or sweep) and are released.
  for (const artist of [ana, ben]) await eventually(() => balanceOf(artist), (balance) => balance.reserved === 0, 30_000);
  return { ana, ben, cal, cleo, moments: { beforeCoupon, afterCoupon, afterPurchase, afterBounty } };
}
