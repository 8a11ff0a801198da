import { type Agent, type AgentFactory, answered, CURATOR_PROFILE, signUp, type SignedUpAccount, type SignedUpUser } from './account-builders.js';

export interface CuratorOptions {
  /** Default: curator. `both` signs up an artist who upgrades to curator. */
  readonly role?: 'curator' | 'both';
  /** Default: true (may create playlists). False leaves the curator profile incomplete. */
  readonly completeProfile?: boolean;
}

/**
 * Signs up an account that curates: a curator, or an artist upgraded to both, by default with a
 * complete curator profile (CURATOR_PROFILE), so that it may create playlists.
 *
 *   const { agent, user } = await signUpCurator(t, { role: 'both' });
 */
export async function signUpCurator(app: AgentFactory, { role = 'curator', completeProfile = true }: CuratorOptions = {}): Promise<SignedUpAccount> {
  if (role === 'curator') return signUp(app, { role, ...(completeProfile && { curatorProfile: true as const }) });
  const account = await signUp(app, { role: 'artist' });
  let user = (await account.agent.post('/api/user/upgrade-to-curator').expect(answered(200))).body as SignedUpUser;
  if (completeProfile) user = (await account.agent.patch('/api/curator/profile').send(CURATOR_PROFILE).expect(answered(200))).body as SignedUpUser;
  return { ...account, user };
}

/** A valid playlist form (spec section 5) with the starter taxonomy's tags 1 (Pop) and 4 (Chill); overrides replace (or, as undefined, remove) fields. */
export const playlistBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Late Night Indie',
  description: 'Mellow indie for the small hours.',
  platform: 'spotify',
  playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0',
  followerCount: 1200,
  acceptingSubmissions: true,
  tagIds: [1, 4],
  ...overrides,
});

/** A playlist as the API answers it. */
export interface CreatedPlaylist {
  readonly id: string;
  readonly curatorId: string;
  readonly [field: string]: unknown;
}

/** The playlist's price for a request of the type: what the artist is shown, and sends with the request. */
export const priceOf = (playlist: CreatedPlaylist, type: 'review' | 'placement'): number => Number(playlist[type === 'review' ? 'reviewPrice' : 'placementPrice']);

/** Creates a playlist as the agent's curator (POST /api/playlists must answer 201); answers the playlist. */
export async function createPlaylist(agent: Agent, overrides: Record<string, unknown> = {}): Promise<CreatedPlaylist> {
  return (await agent.post('/api/playlists').send(playlistBody(overrides)).expect(answered(201))).body as CreatedPlaylist;
}
