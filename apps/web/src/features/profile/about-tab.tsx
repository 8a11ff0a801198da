import type { ReactNode } from 'react';
import type { UserProfile } from './profile.api';
import { ProfileLinkButtons } from './profile-link-buttons';
import { profileLinks } from './profile-links';
import { joinedMonth, profileName } from './profile-names';

function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function InfoRow({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900 whitespace-pre-line">{value || 'Not provided'}</dd>
    </div>
  );
}

/** The About tab: who the person is, then how to reach them. */
export function AboutTab({ profile, infoTitle }: { profile: UserProfile; infoTitle: string }) {
  const links = profileLinks(profile);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AboutSection title={infoTitle}>
        <dl className="grid gap-3">
          <InfoRow term="Name" value={profileName(profile)} />
          <InfoRow term="Bio" value={profile.bio} />
          <InfoRow term="Location" value={profile.location} />
          <InfoRow term="Joined" value={joinedMonth(profile)} />
        </dl>
      </AboutSection>
      <AboutSection title="Contact & Links">
        {links.length > 0 ? <ProfileLinkButtons links={links} /> : <p className="text-slate-600">No links added yet.</p>}
      </AboutSection>
    </div>
  );
}
