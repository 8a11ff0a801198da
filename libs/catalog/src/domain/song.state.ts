import type { SongDetails, SongEvent, SongHoldKind } from './song.events.js';

/** One song as its stream tells it. A deleted song stays deleted: its id is never used again. */
export type SongState =
  | { readonly status: 'none' }
  | (SongRecord & { readonly status: 'active' })
  | (SongRecord & { readonly status: 'hidden' })
  | (SongRecord & { readonly status: 'deleted' });

interface SongRecord {
  readonly songId: string;
  readonly artistId: string;
  readonly details: SongDetails;
  readonly holds: SongHolds;
}

/** What holds the song (decision 0018), folded from its own stream so that hide and delete race nothing. */
export interface SongHolds {
  readonly byId: ReadonlyMap<string, { readonly hold: SongHoldKind; readonly amount: number }>;
  /** Every hold id seen, held or released: a hold is placed at most once. */
  readonly seen: ReadonlySet<string>;
  /** Requests that ended with the song added to a playlist. */
  readonly placements: number;
}

export const NO_HOLDS: SongHolds = { byId: new Map(), seen: new Set(), placements: 0 };

export const initialSongState = (): SongState => ({ status: 'none' });

function evolveHolds(holds: SongHolds, event: Extract<SongEvent, { type: 'SongHeld' | 'SongReleased' }>): SongHolds {
  const byId = new Map(holds.byId);
  const seen = new Set(holds.seen).add(event.data.holdId);
  if (event.type === 'SongHeld') return { ...holds, byId: byId.set(event.data.holdId, { hold: event.data.hold, amount: event.data.amount }), seen };
  byId.delete(event.data.holdId);
  return { byId, seen, placements: holds.placements + (event.data.placed ? 1 : 0) };
}

export function evolveSong(state: SongState, event: SongEvent): SongState {
  switch (event.type) {
    case 'SongAdded':
      return { status: 'active', songId: event.data.songId, artistId: event.data.artistId, details: event.data.details, holds: NO_HOLDS };
    case 'SongUpdated':
      return state.status === 'none' ? state : { ...state, details: event.data.details };
    case 'SongHidden':
      return state.status === 'active' ? { ...state, status: 'hidden' } : state;
    case 'SongUnhidden':
      return state.status === 'hidden' ? { ...state, status: 'active' } : state;
    case 'SongDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'SongHeld':
    case 'SongReleased':
      return state.status === 'none' ? state : { ...state, holds: evolveHolds(state.holds, event) };
  }
}
