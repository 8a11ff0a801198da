import { roleAccent } from '../../components/role-accent';
import type { ActiveRole } from '../roles';
import { SectionHeading } from './section-heading';

const stepsByRole: Record<ActiveRole, { heading: string; steps: readonly { title: string; text: string }[] }> = {
  artist: {
    heading: 'For artists',
    steps: [
      { title: 'Create your profile', text: 'Add your bio and streaming links so curators know who you are.' },
      { title: 'Tag your music', text: 'Describe each song with up to ten tags: genre, mood, tempo, instruments, language.' },
      { title: 'Find your matches', text: 'See which playlists fit each song best, with a match score for every one.' },
      { title: 'Track your submissions', text: 'Follow each request from pending to reviewed or added, and read the feedback.' },
    ],
  },
  curator: {
    heading: 'For curators',
    steps: [
      { title: 'Add your playlists', text: 'Bring in playlists from Spotify, Apple Music, YouTube, SoundCloud and more.' },
      { title: 'Tag them', text: 'Describe each playlist with up to ten tags so the right songs reach you.' },
      { title: 'Receive matching submissions', text: 'Review songs that fit, add the best ones and leave feedback for the rest.' },
      { title: 'Build your reputation', text: 'Fair, timely reviews earn you VibeCoins and the trust of the best artists.' },
    ],
  },
};

function RoleSteps({ role }: { role: ActiveRole }) {
  const { heading, steps } = stepsByRole[role];
  const accent = roleAccent[role];
  return (
    <div className={`grid gap-5 rounded-2xl border-t-4 bg-white p-6 shadow-sm ${accent.border}`}>
      <h3 className={`text-2xl font-bold ${accent.text}`}>{heading}</h3>
      <ol className="grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${accent.solid}`}>
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-heading" id="how-it-works" className="scroll-mt-28 bg-slate-100 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <SectionHeading id="how-it-works-heading" title="How It Works" intro="Four steps on each side of the match." />
        <div className="grid gap-6 md:grid-cols-2">
          <RoleSteps role="artist" />
          <RoleSteps role="curator" />
        </div>
      </div>
    </section>
  );
}
