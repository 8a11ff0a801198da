type Role = 'artist' | 'curator' | 'both' | null;

const badges: Record<Exclude<Role, null> | 'none', { label: string; className: string }> = {
  artist: { label: 'Artist', className: 'bg-artist-soft text-artist-strong' },
  curator: { label: 'Curator', className: 'bg-curator-soft text-curator-strong' },
  both: { label: 'Artist & Curator', className: 'bg-slate-100 text-slate-800' },
  none: { label: 'No role yet', className: 'bg-white text-slate-700 ring-1 ring-slate-300' },
};

const badgeClassName = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Spec 2.15: a user's role as a badge in its colour (green artist, orange curator), and "Admin" beside it. */
export function RoleBadge({ role, isAdmin }: { role: Role; isAdmin: boolean }) {
  const badge = badges[role ?? 'none'];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badgeClassName} ${badge.className}`}>{badge.label}</span>
      {isAdmin && <span className={`${badgeClassName} bg-slate-900 text-white`}>Admin</span>}
    </span>
  );
}
