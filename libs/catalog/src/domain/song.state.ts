import type { SongDetails, SongEvent } from './song.events.js';

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
}

export const initialSongState = (): SongState => ({ status: 'none' });

export function evolveSong(state: SongState, event: SongEvent): SongState {
  switch (event.type) {
    case 'SongAdded':
      return { status: 'active', songId: event.data.songId, artistId: event.data.artistId, details: event.data.details };
    case 'SongUpdated':
      return state.status === 'none' ? state : { ...state, details: event.data.details };
    case 'SongHidden':
      return state.status === 'active' ? { ...state, status: 'hidden' } : state;
    case 'SongUnhidden':
      return state.status === 'hidden' ? { ...state, status: 'active' } : state;
    case 'SongDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
}
