import { TagBadges } from '../tags';
import type { MatchingPlaylist } from './matching.api';
import { orderTags } from './tag-order';

/** A matching playlist's tags, genres first, those it shares with the song green (spec 2.6). */
export function SharedTags({ playlist }: { playlist: MatchingPlaylist }) {
  const shared = new Set(playlist.sharedTagIds);
  return <TagBadges tags={orderTags(playlist.tags, shared)} highlightIds={shared} label={`Tags of ${playlist.name}`} />;
}
