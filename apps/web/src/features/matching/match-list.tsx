import { useEffect, useRef, useState } from 'react';
import { MatchDetail } from './match-detail';
import { MatchRow, matchToggleId } from './match-row';
import type { MatchingPlaylist } from './matching.api';

interface MatchListProps {
  playlists: readonly MatchingPlaylist[];
  songId: string;
  songTitle: string;
  /** The playlist shown in full, or null for the list. */
  selectedId: string | null;
  onSelect: (playlistId: string | null) => void;
}

/**
 * The matches, best first, one expanded at a time (so at most one player loads), or the detail
 * view of one; coming back from it puts focus back on that playlist's row.
 */
export function MatchList({ playlists, songId, songTitle, selectedId, onSelect }: MatchListProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const ranked = [...playlists].sort((a, b) => b.matchPercentage - a.matchPercentage);
  const selected = ranked.find((playlist) => playlist.id === selectedId);

  useEffect(() => {
    if (selected || !returnFocusTo.current) return;
    document.getElementById(matchToggleId(returnFocusTo.current))?.focus();
    returnFocusTo.current = null;
  }, [selected]);

  if (selected) {
    const back = () => {
      returnFocusTo.current = selected.id;
      onSelect(null);
    };
    return <MatchDetail playlist={selected} songId={songId} songTitle={songTitle} onBack={back} />;
  }

  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {ranked.length === 1 ? '1 playlist matches' : `${ranked.length} playlists match`}. Tags it shares with your song are green.
      </p>
      <ul aria-label="Matching playlists" className="grid gap-3">
        {ranked.map((playlist) => (
          <MatchRow
            key={playlist.id}
            playlist={playlist}
            expanded={expandedId === playlist.id}
            onToggle={() => setExpandedId((current) => (current === playlist.id ? null : playlist.id))}
            onShowDetails={() => onSelect(playlist.id)}
          />
        ))}
      </ul>
    </>
  );
}
