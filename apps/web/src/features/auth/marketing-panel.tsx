// Lighter role colours than elsewhere, because these dots sit on the dark panel.
const roleDotClasses = { artist: 'bg-green-400', curator: 'bg-orange-400' } as const;

const pitches = [
  {
    role: 'artist',
    heading: 'For artists',
    points: ['Tag your songs and see which playlists match them', 'Send your music to curators who fit your sound', 'Track every submission and read real feedback'],
  },
  {
    role: 'curator',
    heading: 'For curators',
    points: ['Receive submissions that match your playlists', 'Review music and earn VibeCoin for your time', 'Build a reputation as a trusted tastemaker'],
  },
] as const;

/** The pitch shown beside the sign-up form (spec 2.4). */
export function MarketingPanel() {
  return (
    <aside aria-labelledby="marketing-heading" className="grid content-start gap-6 rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
      <div className="grid gap-2">
        <h2 id="marketing-heading" className="text-2xl font-bold">
          Where independent music meets the right playlists
        </h2>
        <p className="text-slate-300">Joining is free for artists and curators, with no recurring charges.</p>
      </div>
      {pitches.map((pitch) => (
        <section key={pitch.role} className="grid gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${roleDotClasses[pitch.role]}`} />
            {pitch.heading}
          </h3>
          <ul className="grid gap-1.5 text-sm text-slate-300">
            {pitch.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true">✓</span>
                {point}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
