import { ArrayType, BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What the marketplace shows of catalog's songs, playlists and tags and identity's people, built from their published events. */
export const DIRECTORY_SCHEMA = 'rm_market_directory';

@Entity({ tableName: 'songs', schema: DIRECTORY_SCHEMA })
export class DirectorySong {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text', nullable: true }) spotifyUrl: string | null = null;
  @Property({ type: 'text', nullable: true }) coverArtUrl: string | null = null;
  @Property({ type: ArrayType, columnType: 'integer[]' }) tagIds!: number[];
  @Property({ type: 'boolean' }) isActive = true;
}

@Entity({ tableName: 'playlists', schema: DIRECTORY_SCHEMA })
export class DirectoryPlaylist {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) curatorId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description!: string;
  @Property({ type: 'text' }) platform!: string;
  @Property({ type: 'text' }) playlistUrl!: string;
  @Property({ type: 'text', nullable: true }) coverImageUrl: string | null = null;
  @Property({ type: new BigIntType('number') }) followerCount!: number;
  @Property({ type: new BigIntType('number'), nullable: true }) trackCount: number | null = null;
  @Property({ type: 'boolean' }) acceptingSubmissions!: boolean;
  @Property({ type: new BigIntType('number') }) reviewPrice!: number;
  @Property({ type: new BigIntType('number') }) placementPrice!: number;
  @Property({ type: ArrayType, columnType: 'integer[]' }) tagIds!: number[];
}

@Entity({ tableName: 'tags', schema: DIRECTORY_SCHEMA })
export class DirectoryTag {
  @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) category!: string;
}

@Entity({ tableName: 'people', schema: DIRECTORY_SCHEMA })
export class DirectoryPerson {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) displayName: string | null = null;
  @Property({ type: 'text', nullable: true }) profileImageUrl: string | null = null;
  /** False while an admin has the account deactivated: bounty discovery leaves their bounties out. */
  @Property({ type: 'boolean' }) isActive = true;
}
