import { Command } from '@nestjs/cqrs';
import type { Position } from '#eventstore';
import type { CommandContext } from '#platform';
import type { SongHoldKind } from '../domain/song.events.js';

/**
 * Catalog's commands that the marketplace sends (through the CommandBus) so that a song's hide and
 * delete rules are decided on the song's own stream (decision 0018). Each is idempotent on its
 * hold id, so a process manager may repeat it after a crash.
 */

/** Held: the song is held (now or already). Refused: the song is not a visible song of the artist's, or this hold already ended. */
export type HoldSongOutcome = { readonly held: true; readonly position: Position | null } | { readonly held: false; readonly reason: string };

export class HoldSongCommand extends Command<HoldSongOutcome> {
  constructor(
    readonly songId: string,
    readonly artistId: string,
    /** The bounty's or the request's id. */
    readonly holdId: string,
    readonly hold: SongHoldKind,
    /** VibeCoins the hold is about (a bounty's total, a request's price). */
    readonly amount: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Ends a hold once; `placed`: the request ended with the song added to the playlist. */
export class ReleaseSongCommand extends Command<Position | null> {
  constructor(
    readonly songId: string,
    readonly holdId: string,
    readonly placed: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
