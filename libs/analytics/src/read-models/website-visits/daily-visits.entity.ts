import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const WEBSITE_VISITS_SCHEMA = 'rm_website_visits';

/** Page views per UTC day, for the admin statistics. */
@Entity({ tableName: 'daily_visits', schema: WEBSITE_VISITS_SCHEMA })
export class DailyVisits {
  /** YYYY-MM-DD. */
  @PrimaryKey({ type: 'text' }) day!: string;
  @Property({ type: 'integer' }) visits = 0;
}
