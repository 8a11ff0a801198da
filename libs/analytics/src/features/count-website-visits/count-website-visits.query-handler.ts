import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountWebsiteVisitsQuery, type WebsiteVisits } from '../../contracts/website-visits.query.js';
import { WebsiteVisitsQuery } from '../../read-models/website-visits/website-visits.query.js';

@QueryHandler(CountWebsiteVisitsQuery)
export class CountWebsiteVisitsHandler implements IQueryHandler<CountWebsiteVisitsQuery, WebsiteVisits> {
  constructor(private readonly visits: WebsiteVisitsQuery) {}

  execute({ now }: CountWebsiteVisitsQuery): Promise<WebsiteVisits> {
    return this.visits.counts(now);
  }
}
