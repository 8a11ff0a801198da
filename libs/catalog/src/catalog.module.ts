import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogMembers } from './application/catalog-members.js';
import { Taxonomy } from './application/taxonomy.js';
import { ListTagsController } from './features/list-tags/list-tags.http.controller.js';
import { SeedTaxonomyService } from './features/seed-taxonomy/seed-taxonomy.service.js';

/** Songs, playlists, tags and favourites. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [ListTagsController],
  providers: [CatalogMembers, Taxonomy, SeedTaxonomyService],
})
export class CatalogModule {}
