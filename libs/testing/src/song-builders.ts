import type { Agent } from './account-builders.js';

/** A song as the API answers it (the fields tests read). */
export interface AddedSong {
  readonly id: string;
  readonly artistId: string;
  readonly title: string;
  readonly isActive: boolean;
  readonly tags: readonly { readonly id: number; readonly name: string; readonly category: string }[];
  readonly [field: string]: unknown;
}

/** A valid song form (POST /api/songs, PUT /api/songs/{id}); overrides replace (or, as undefined, remove) fields. */
export const songBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Night Drive',
  description: 'Synths for the highway.',
  spotifyUrl: '',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  soundcloudUrl: '',
  duration: 215,
  tagIds: [1, 4],
  ...overrides,
});

const expectStatus = (status: number, what: string) => (response: { status: number; body: unknown }) => {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
};

/**
 * Adds a song as the agent's artist (POST /api/songs must answer 201) and answers it.
 *
 *   const song = await addSong(artist.agent, { title: 'B-side', tagIds: [2] });
 */
export async function addSong(agent: Agent, overrides: Record<string, unknown> = {}): Promise<AddedSong> {
  const response = await agent.post('/api/songs').send(songBody(overrides)).expect(expectStatus(201, 'POST /api/songs'));
  return response.body as AddedSong;
}

/** Hides (false) or shows (true) a song of the agent's artist; the answer must be 200. */
export async function setSongVisible(agent: Agent, songId: string, isActive: boolean): Promise<AddedSong> {
  const response = await agent.patch(`/api/songs/${songId}/visibility`).send({ isActive }).expect(expectStatus(200, 'PATCH visibility'));
  return (response.body as { song: AddedSong }).song;
}
