import { Query } from '@nestjs/cqrs';

export interface WebsiteVisits {
  readonly total: number;
  readonly today: number;
}

/** The visit counts of the admin statistics, sent through the QueryBus. `now`: the caller's clock, which says which day is today. */
export class CountWebsiteVisitsQuery extends Query<WebsiteVisits> {
  constructor(readonly now: Date) {
    super();
  }
}
