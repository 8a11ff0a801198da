import { ArrayType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MATCHING_SCHEMA } from './matching-schema.js';

/** A song as matching and search need it: its tags, whether it is visible, and whose it is. */
@Entity({ tableName: 'songs', schema: MATCHING_SCHEMA })
@Index({ properties: ['tagIds'], type: 'gin' })
export class MatchingSong {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Index() @Property({ type: 'uuid' }) artistId!: string;
  @Property({ type: ArrayType, columnType: 'integer[]' }) tagIds!: number[];
  /** False while the artist hides it: a hidden song is never matched, and search never counts it. */
  @Property({ type: 'boolean' }) isActive!: boolean;
}
