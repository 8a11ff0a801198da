import type { SongResponse, TagResponse } from '../../contracts/catalog.responses.js';
import type { SongObligations } from '../../domain/song.decide.js';
import type { TaxonomyState } from '../../domain/taxonomy.decide.js';
import type { SongRow } from './songs.query.js';

/** A song as the API answers it: tag ids resolved to the taxonomy's tags (in the artist's order). */
export function toSongResponse(row: SongRow, taxonomy: TaxonomyState): SongResponse {
  const tags = row.tagIds.flatMap((id): TagResponse[] => {
    const tag = taxonomy.get(id);
    return tag ? [{ id: tag.id, name: tag.name, category: tag.category }] : [];
  });
  return {
    id: row.id,
    artistId: row.artistId,
    title: row.title,
    description: row.description,
    spotifyUrl: row.spotifyUrl,
    youtubeUrl: row.youtubeUrl,
    soundcloudUrl: row.soundcloudUrl,
    coverArtUrl: row.coverArtUrl,
    duration: row.duration,
    tags,
    isActive: row.isActive,
    hasBounty: row.bountyAmount !== null,
    // The bounty's terms and the submissions' statuses come with the wallet and marketplace read models.
    bounty: null,
    submissions: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the song's rules need to know of its bounty and submissions (none for a song without a row). */
export function obligationsOf(row: SongRow | null): SongObligations {
  return {
    bountyAmount: row?.bountyAmount ?? null,
    pendingSubmissions: row?.pendingSubmissionCount ?? 0,
    activeSubmissions: row?.activeSubmissionCount ?? 0,
  };
}
