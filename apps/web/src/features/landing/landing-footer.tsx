import { Link } from '../../components/link';
import { Brand } from '../../components/brand';

// The spec lists these links as placeholders: they have no pages yet.
const footerColumns = [
  { heading: 'Platform', links: ['For Artists', 'For Curators', 'How It Works', 'Pricing'] },
  { heading: 'Support', links: ['Help Center', 'Contact Us', 'Privacy Policy', 'Terms of Service'] },
] as const;

const footerLinkClassName = 'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function LandingFooter() {
  return (
    <footer className="bg-slate-950 py-12 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-2 lg:col-span-2">
          <Brand />
          <p>Where independent artists get their songs heard by playlist curators.</p>
          <Link to="/blog" className={`${footerLinkClassName} justify-self-start`}>
            Read the blog
          </Link>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="grid content-start gap-2">
            <h2 className="font-semibold text-white">{column.heading}</h2>
            <ul className="grid gap-2">
              {column.links.map((label) => (
                <li key={label}>
                  <a href="#" className={footerLinkClassName}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-6xl px-4 text-slate-400">© 2026 VibeMatch. All rights reserved.</p>
    </footer>
  );
}
