import type { ProfileLink } from './profile-links';

/** External links as buttons; each opens in a new tab. */
export function ProfileLinkButtons({ links }: { links: readonly ProfileLink[] }) {
  return (
    <ul aria-label="Links" className="flex flex-wrap gap-2">
      {links.map(({ label, url }) => (
        <li key={label}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
