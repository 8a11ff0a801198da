import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Songs, playlists, tags and favourites. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [],
  providers: [],
})
export class CatalogModule {}
