import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PlaylistReadModel } from './playlist.entity.js';

/** Reads of the playlists read model. */
@Injectable()
export class PlaylistsQuery {
  constructor(private readonly em: EntityManager) {}

  /** The curator's playlists, newest first. */
  ofCurator(curatorId: string): Promise<PlaylistReadModel[]> {
    return this.em.fork().find(PlaylistReadModel, { curatorId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
