import { useOptionalUser } from '../auth';
import { FeaturedPlaylistsSection } from './featured-playlists-section';
import { FeaturesSection } from './features-section';
import { FinalCallToAction } from './final-call-to-action';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { MatchingSystemSection } from './matching-system-section';

/** The landing page of spec 2.2: `/` for visitors, `/landing` for signed-in users. */
export function LandingPage() {
  const user = useOptionalUser();
  return (
    <div className="min-h-screen">
      <LandingTopBar user={user} />
      <main>
        <HeroSection />
        <FeaturedPlaylistsSection />
        <FeaturesSection />
        <HowItWorksSection />
        <MatchingSystemSection />
        <FinalCallToAction signedIn={user !== null} />
      </main>
      <LandingFooter />
    </div>
  );
}
