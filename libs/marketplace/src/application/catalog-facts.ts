import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { type PlaylistEvent, playlistStream, type SongEvent, songStream } from '#catalog';
import type { EventStore } from '#eventstore';
import { actsAsArtist, actsAsCurator, readAccountRoles } from '#identity';
import { EVENT_STORE } from '#platform';
import { type MemberFacts, NO_MEMBER, type PlaylistFacts, type SongFacts } from '../domain/catalog-facts.js';

type Stored<E> = { readonly type: string; readonly data: unknown } & E;

/**
 * Songs, playlists and accounts as the marketplace's rules see them, folded from their own
 * streams (catalog's and identity's published events) at the moment of the command: never stale.
 */
@Injectable()
export class CatalogFacts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async song(songId: string): Promise<SongFacts> {
    if (!isUUID(songId)) return { exists: false };
    return (await this.events<SongEvent>(songStream(songId))).reduce(evolveSong, { exists: false });
  }

  async playlist(playlistId: string): Promise<PlaylistFacts> {
    if (!isUUID(playlistId)) return { exists: false };
    return (await this.events<PlaylistEvent>(playlistStream(playlistId))).reduce(evolvePlaylist, { exists: false });
  }

  /** The playlist, then its curator's account (known only once the playlist is read); no account for no playlist. */
  async playlistAndCurator(playlistId: string): Promise<[PlaylistFacts, MemberFacts]> {
    const playlist = await this.playlist(playlistId);
    return [playlist, playlist.exists ? await this.member(playlist.curatorId) : NO_MEMBER];
  }

  /** The song, then its artist's account (known only once the song is read); no account for no song. */
  async songAndArtist(songId: string): Promise<[SongFacts, MemberFacts]> {
    const song = await this.song(songId);
    return [song, song.exists ? await this.member(song.artistId) : NO_MEMBER];
  }

  async member(userId: string): Promise<MemberFacts> {
    const account = await readAccountRoles(this.store, userId);
    return { exists: account.exists, isArtist: actsAsArtist(account), isCurator: actsAsCurator(account), isActive: account.exists && account.isActive };
  }

  private async events<E>(streamId: string): Promise<E[]> {
    return (await this.store.readStream(streamId)).map((event) => ({ type: event.type, data: event.data }) as Stored<E>);
  }
}

function evolveSong(song: SongFacts, event: SongEvent): SongFacts {
  switch (event.type) {
    case 'SongAdded':
      return { exists: true, songId: event.data.songId, artistId: event.data.artistId, isActive: true };
    case 'SongHidden':
      return song.exists ? { ...song, isActive: false } : song;
    case 'SongUnhidden':
      return song.exists ? { ...song, isActive: true } : song;
    case 'SongDeleted':
      return { exists: false };
    default:
      return song;
  }
}

/** Every playlist event but the deletion carries the full details: the latest one is the playlist. */
function evolvePlaylist(_playlist: PlaylistFacts, event: PlaylistEvent): PlaylistFacts {
  if (event.type === 'PlaylistDeleted') return { exists: false };
  const { playlistId, curatorId, details } = event.data;
  return { exists: true, playlistId, curatorId, acceptingSubmissions: details.acceptingSubmissions, reviewPrice: details.reviewPrice, placementPrice: details.placementPrice };
}
