import { SectionHeading } from './section-heading';

const features = [
  { title: 'Tag-based matching', text: 'Songs and playlists carry up to ten tags each. The overlap decides which playlists suit a song.' },
  { title: 'Know your odds first', text: 'See a match percentage for every playlist before you submit, so you pitch where your song fits.' },
  { title: 'Real curator feedback', text: 'Every submission ends with a status and, often, notes from the curator on how the song came across.' },
  { title: 'Bounties held in escrow', text: 'Put VibeCoins on a song. They stay reserved until a curator delivers, and come back after 30 days if nobody does.' },
  { title: 'Public profiles', text: 'Artists and curators get profile pages with their links, songs, playlists and reputation.' },
  { title: 'Free to join', text: 'Joining costs nothing for artists or curators, and buying VibeCoins has no recurring charges.' },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <SectionHeading id="features-heading" title="Why VibeMatch" intro="Everything an independent artist or curator needs, and nothing they do not." />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
