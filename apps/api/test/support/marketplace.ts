import { addSong, type AddedSong, createPlaylist, type CreatedPlaylist, fundWallet, signUp, signUpCurator, type SignedUpAccount, type TestApp } from '#testing';

export interface Balance {
  readonly total: number;
  readonly reserved: number;
  readonly available: number;
}

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
