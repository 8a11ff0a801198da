import { matchBand } from './match-band';

/** "87% Excellent" on the colour of its band (spec section 9); the word says what the colour says. */
export function MatchBadge({ percentage, className = '' }: { percentage: number; className?: string }) {
  const band = matchBand(percentage);
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ring-1 ${band.className} ${className}`}>
      {percentage}% {band.label}
    </span>
  );
}
