/** The roles that have a colour of their own. */
export type AccentRole = 'artist' | 'curator';

/** Tailwind classes per role, written out in full so Tailwind finds them in the source. */
export const roleAccent: Record<AccentRole, { solid: string; soft: string; text: string; border: string }> = {
  artist: {
    solid: 'bg-artist text-white hover:bg-artist-strong',
    soft: 'bg-artist-soft',
    text: 'text-artist',
    border: 'border-artist',
  },
  curator: {
    solid: 'bg-curator text-white hover:bg-curator-strong',
    soft: 'bg-curator-soft',
    text: 'text-curator',
    border: 'border-curator',
  },
};
