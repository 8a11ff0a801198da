import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EventStore, Position } from '#eventstore';
import { type CommandContext, DomainError, EVENT_STORE, EventSourcedCommands } from '#platform';
import { PLAYLIST_NOT_FOUND, type PlaylistCommand, playlistDecider } from '../domain/playlist.decide.js';
import { type PlaylistEvent, playlistStream } from '../domain/playlist.events.js';
import type { PlaylistView } from './playlist-response.mapper.js';

const notFound = () => new DomainError('not_found', PLAYLIST_NOT_FOUND);

/** Playlists' streams as the handlers use them: a command decided on one, and one as it is now. */
@Injectable()
export class Playlists {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Decides the command on its playlist's stream; answers where its events landed (null: nothing changed).
   * @throws DomainError when the rules refuse it; an id that is no UUID is no playlist's ("Playlist not found").
   */
  async decide(command: PlaylistCommand, context: CommandContext): Promise<Position | null> {
    if (!isUUID(command.playlistId)) throw notFound();
    const result = await this.commands.execute({ streamId: playlistStream(command.playlistId), decider: playlistDecider, command, context });
    return result.position;
  }

  /**
   * The playlist as its stream holds it now, for the answer to a write: never behind, unlike the
   * read model, and with its creation time from the first event's metadata.
   * @throws DomainError (not_found) when there is no such playlist, or no more.
   */
  async current(playlistId: string): Promise<PlaylistView> {
    const events = await this.store.readStream(playlistStream(playlistId));
    const state = events.reduce(
      (folded, event) => playlistDecider.evolve(folded, { type: event.type, data: event.data } as unknown as PlaylistEvent),
      playlistDecider.initialState(),
    );
    if (state.status !== 'active') throw notFound();
    return { id: playlistId, curatorId: state.curatorId, ...state.details, createdAt: new Date(events[0].metadata.occurredAt) };
  }
}
