/** The product name as a wordmark: "Vibe" in the artist green, "Match" in the curator orange. */
export function Brand({ className = 'text-xl' }: { className?: string }) {
  return (
    <span className={`font-extrabold tracking-tight ${className}`}>
      <span className="text-artist">Vibe</span>
      <span className="text-curator">Match</span>
    </span>
  );
}
