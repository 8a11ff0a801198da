import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MATCHING_SCHEMA } from './matching-schema.js';

/** A tag of catalog's taxonomy, with the weight the match score gives its category. */
@Entity({ tableName: 'tags', schema: MATCHING_SCHEMA })
export class MatchingTag {
  @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) category!: string;
  @Property({ type: 'integer' }) weight!: number;
}
