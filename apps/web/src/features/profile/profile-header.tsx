import type { ReactNode } from 'react';
import type { UserProfile } from './profile.api';
import { ProfileAvatar, type ProfileTone } from './profile-avatar';
import { ProfileLinkButtons } from './profile-link-buttons';
import { profileLinks } from './profile-links';
import { profileName } from './profile-names';
import { formatWholeNumber } from '../../components/en-us-format';

export interface ProfileStat {
  label: string;
  value: number;
}

interface ProfileHeaderProps {
  profile: UserProfile;
  tone: ProfileTone;
  badges: ReactNode;
  details: readonly string[];
  stats: readonly ProfileStat[];
  actions: ReactNode;
}


/** The top of a profile page: avatar, name and badges, bio, details, counts, links and the actions. */
export function ProfileHeader({ profile, tone, badges, details, stats, actions }: ProfileHeaderProps) {
  const links = profileLinks(profile);
  return (
    <section aria-labelledby="profile-name" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProfileAvatar profile={profile} tone={tone} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="profile-name" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
              {profileName(profile)}
            </h1>
            {badges}
          </div>
          {profile.bio && <p className="mt-2 whitespace-pre-line text-slate-700">{profile.bio}</p>}
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          <dl className="mt-4 flex flex-wrap gap-6">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-xl font-bold text-slate-900">{formatWholeNumber(stat.value)}</dd>
              </div>
            ))}
          </dl>
          {links.length > 0 && (
            <div className="mt-4">
              <ProfileLinkButtons links={links} />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:max-w-56 sm:flex-col sm:items-stretch">{actions}</div>
      </div>
    </section>
  );
}

export function ProfileBadge({ children, tone }: { children: ReactNode; tone: 'verified' | 'curator' }) {
  const colours = tone === 'verified' ? 'bg-sky-100 text-sky-900' : 'bg-curator-soft text-orange-900';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}
