interface ExternalLinkPillProps {
  href: string;
  label: string;
  /** Read after the label by screen readers, so that the links of several cards differ ("Spotify: Midnight Drive"). */
  about?: string;
}

/** A small link to another site, opened in a new tab. */
export function ExternalLinkPill({ href, label, about }: ExternalLinkPillProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${about ? `${label}: ${about}` : label} (opens in a new tab)`}
      className="inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      {label}
      <span aria-hidden="true">↗</span>
    </a>
  );
}
