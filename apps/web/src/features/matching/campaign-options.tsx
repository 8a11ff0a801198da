import type { MatchingPlaylist } from './matching.api';

/** What a campaign with this playlist costs: its curator's review and placement prices, in VibeCoins. */
export function CampaignOptions({ playlist }: { playlist: MatchingPlaylist }) {
  const options = [
    { name: 'Review', price: playlist.reviewPrice, what: 'The curator listens and gives feedback.' },
    { name: 'Placement', price: playlist.placementPrice, what: 'The curator adds the song to the playlist.' },
  ];
  return (
    <ul aria-label={`Campaign options of ${playlist.name}`} className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <li key={option.name} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-900">
            {option.name}
            <span className="text-artist">{option.price} VC</span>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">{option.what}</p>
        </li>
      ))}
    </ul>
  );
}
