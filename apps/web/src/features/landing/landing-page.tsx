import { Link } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { buttonClassName } from '../../components/button';

/** The signed-out home: a first, short version of the landing page of spec 2.2. */
export function LandingPage() {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Brand />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link to="/auth" className={buttonClassName('secondary')}>
              Sign In
            </Link>
            <Link to="/auth#register" className={buttonClassName('primary')}>
              Get Started
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto grid max-w-4xl gap-8 px-4 py-16 text-center sm:py-24">
        <div className="grid gap-4">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
            <Brand className="" />
          </h1>
          <p className="text-xl font-semibold text-slate-800 sm:text-2xl">Get your songs heard by the playlist curators who love your sound.</p>
          <p className="mx-auto max-w-2xl text-slate-600">
            Artists tag their songs and find matching playlists. Curators receive music that fits and earn VibeCoin for their time. Joining is free.
          </p>
        </div>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={`${buttonClassName('artist')} px-6 py-3 text-base`}>
            Join as Artist
          </Link>
          <Link to="/auth" className={`${buttonClassName('curator')} px-6 py-3 text-base`}>
            Join as Curator
          </Link>
        </div>
      </main>
    </div>
  );
}
