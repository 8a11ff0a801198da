import { useParams } from 'react-router-dom';
import { useSignedInUser } from '../auth';
import { PlaylistCollection, useGetUserPlaylistsQuery } from '../playlists';
import { CuratorReputation } from '../submissions';
import { AboutTab } from './about-tab';
import { EditProfileButton } from './edit-profile-dialog';
import type { UserProfile } from './profile.api';
import { ShareProfileButton } from './profile-actions';
import { ProfileBadge, ProfileHeader } from './profile-header';
import { joinedMonth } from './profile-names';
import { ProfilePageFrame } from './profile-page-frame';
import { EmptyTabState, ProfileTabs } from './profile-tabs';

function CuratorProfile({ profile }: { profile: UserProfile }) {
  const user = useSignedInUser();
  const { data: playlists = [] } = useGetUserPlaylistsQuery(profile.id);
  const isOwner = user.id === profile.id;
  const totalFollowers = playlists.reduce((sum, playlist) => sum + playlist.followerCount, 0);
  const details = [profile.location, `Joined ${joinedMonth(profile)}`].filter((detail): detail is string => Boolean(detail));

  return (
    <>
      <ProfileHeader
        profile={profile}
        tone="curator"
        badges={<ProfileBadge tone="curator">Curator</ProfileBadge>}
        details={details}
        stats={[
          { label: 'Playlists', value: playlists.length },
          { label: 'Total followers', value: totalFollowers },
        ]}
        actions={isOwner ? <EditProfileButton profile={profile} tone="curator" /> : <ShareProfileButton />}
      />
      <section aria-label="How this curator answers requests" className="mt-4 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <CuratorReputation curatorId={profile.id} />
      </section>
      <ProfileTabs
        label="Curator profile"
        tabs={[
          {
            value: 'playlists',
            label: `Playlists (${playlists.length})`,
            content: <PlaylistCollection userId={profile.id} canManage={false} emptyState={<EmptyTabState message="No playlists yet" />} />,
          },
          { value: 'about', label: 'About', content: <AboutTab profile={profile} infoTitle="Curator Info" /> },
        ]}
      />
    </>
  );
}

/** /curator/:id (spec 2.8). */
export function CuratorProfilePage() {
  const { id = '' } = useParams();
  return (
    <ProfilePageFrame userId={id} kind="curator" notFoundTitle="Curator Not Found">
      {(profile) => <CuratorProfile profile={profile} />}
    </ProfilePageFrame>
  );
}
