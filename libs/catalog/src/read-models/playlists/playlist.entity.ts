import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PlaylistPlatform } from '../../domain/playlist.events.js';

export const PLAYLISTS_SCHEMA = 'rm_playlists';

/** One row per playlist that is not deleted: the playlists read model, built only by the playlists projection. */
@Entity({ tableName: 'playlists', schema: PLAYLISTS_SCHEMA })
@Index({ properties: ['curatorId', 'createdAt'] })
export class PlaylistReadModel {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description!: string;
  @Property({ type: 'text' }) platform!: PlaylistPlatform;
  @Property({ type: 'text' }) playlistUrl!: string;
  @Property({ type: 'text', nullable: true }) coverImageUrl: string | null = null;
  @Property({ type: 'integer' }) followerCount = 0;
  @Property({ type: 'integer', nullable: true }) trackCount: number | null = null;
  @Property({ type: 'boolean' }) acceptingSubmissions = true;
  /** Whole VibeCoins. */
  @Property({ type: 'integer' }) reviewPrice!: number;
  @Property({ type: 'integer' }) placementPrice!: number;
  /** Ids of the taxonomy's tags, in the curator's order; names are resolved when answering. */
  @Property({ type: 'number[]', columnType: 'integer[]' }) tagIds: number[] = [];
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}
