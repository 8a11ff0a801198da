import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { SampleMatchCard } from './sample-match-card';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-green-50 via-white to-orange-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div className="grid gap-5 text-center lg:text-left">
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
            Get your music heard by curators who love your sound
          </h1>
          <p className="text-lg text-slate-700">
            Tag your songs, see how well each playlist matches before you submit, and get real feedback. Curators receive music that fits their playlists and earn VibeCoins for
            their time. Joining is free.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/auth" className={`${buttonClassName('artist')} px-6 py-3 text-base`}>
              Join as Artist
            </Link>
            <Link to="/auth" className={`${buttonClassName('curator')} px-6 py-3 text-base`}>
              Join as Curator
            </Link>
          </div>
        </div>
        <SampleMatchCard />
      </div>
    </section>
  );
}
