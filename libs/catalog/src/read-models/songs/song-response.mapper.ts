import type { SongResponse, TagResponse } from '../../contracts/catalog.responses.js';
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
    bounty: bountyOf(row),
    submissions: row.submissions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The active bounty's terms, amounts as numeric strings (spec section 3). */
function bountyOf(row: SongRow): SongResponse['bounty'] {
  if (row.bountyAmount === null || row.bountyExpiresAt === null) return null;
  return {
    reviewAmount: String(row.bountyReviewAmount ?? 0),
    placementAmount: String(row.bountyPlacementAmount ?? 0),
    expiresAt: row.bountyExpiresAt.toISOString(),
    description: row.bountyDescription,
  };
}
