import { type SignedUpAccount, signUp } from './account-builders.js';
import { createPlaylist, type CreatedPlaylist, signUpCurator } from './catalog-builders.js';
import { addSong, type AddedSong } from './song-builders.js';
import type { TestApp } from './test-app.js';
import { type Balance, fundWallet } from './wallet-builders.js';

export const balanceOf = async (account: SignedUpAccount): Promise<Balance> => (await account.agent.get('/api/user/balance').expect(200)).body as Balance;

/** An artist with 1000 VC and a song, and a curator with a playlist (review 25, placement 150 unless given). */
export async function artistAndCurator(
  app: TestApp,
  playlist: Record<string, unknown> = {},
): Promise<{ artist: SignedUpAccount; curator: SignedUpAccount; song: AddedSong; playlist: CreatedPlaylist }> {
  const artist = await signUp(app);
  await fundWallet(artist.agent);
  const curator = await signUpCurator(app);
  return { artist, curator, song: await addSong(artist.agent), playlist: await createPlaylist(curator.agent, playlist) };
}

export const BOUNTY = { reviewAmount: 25, placementAmount: 125, description: 'Tell me what you think of the mix.', serviceType: 'both' } as const;

/** Sets the default bounty (150 VC) on the song as its artist; answers the bounty. */
export async function setBounty(artist: SignedUpAccount, songId: string, body: Record<string, unknown> = {}): Promise<{ id: string; totalAmount: number }> {
  return (await artist.agent.post(`/api/songs/${songId}/bounty`).send({ ...BOUNTY, ...body }).expect(201)).body as { id: string; totalAmount: number };
}

/** Bounty discovery's largest page: every open bounty of a test's database, for "is it there or not" checks. */
export const EVERY_OPEN_BOUNTY = '/api/bounties/discover?limit=500';
