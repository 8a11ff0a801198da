import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import type { AccentRole } from '../../components/role-accent';
import type { ArtistSearchResult, CuratorSearchResult } from './search.api';

type Person = ArtistSearchResult | CuratorSearchResult;

export function personName(person: Person): string {
  return person.displayName || `${person.firstName} ${person.lastName}`.trim();
}

function initialsOf(person: Person): string {
  const words = personName(person).split(/\s+/).slice(0, 2);
  return words.map((word) => word.charAt(0)).join('').toUpperCase();
}

const toneClasses: Record<AccentRole, { disc: string; edge: string; link: string }> = {
  artist: { disc: 'bg-artist', edge: 'border-t-artist', link: 'text-artist' },
  curator: { disc: 'bg-curator', edge: 'border-t-curator', link: 'text-curator' },
};

interface PersonCardProps {
  person: Person;
  tone: AccentRole;
  /** "/artist/…" or "/curator/…". */
  to: string;
  facts: readonly string[];
  /** A button of the card's own (favouriting an artist), drawn above the card's link. */
  action?: ReactNode;
}

/** An artist or curator found by search; the whole card opens their profile (its name is the link). */
export function PersonCard({ person, tone, to, facts, action }: PersonCardProps) {
  const classes = toneClasses[tone];
  return (
    <article className={`relative flex gap-3 rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-sm hover:shadow-md ${classes.edge}`}>
      {person.profileImageUrl ? (
        <img src={person.profileImageUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white ${classes.disc}`}>
          {initialsOf(person)}
        </span>
      )}
      <div className="grid min-w-0 content-start gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <Link
            to={to}
            className="break-words after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-slate-900"
          >
            {personName(person)}
          </Link>
          {person.isVerified && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Verified</span>}
        </h3>
        {person.location && <p className="text-sm text-slate-600">{person.location}</p>}
        {person.bio && <p className="line-clamp-2 text-sm text-slate-700">{person.bio}</p>}
        <p className={`text-sm font-semibold ${classes.link}`}>{facts.join(' · ')}</p>
        {action && <div className="relative z-10 mt-1 justify-self-start">{action}</div>}
      </div>
    </article>
  );
}
