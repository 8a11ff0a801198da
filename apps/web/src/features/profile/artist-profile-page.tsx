import { useParams } from 'react-router-dom';
import { useSignedInUser } from '../auth';
import { FavoriteArtistButton } from '../favorites';
import { SongCollection, useGetUserSongsQuery } from '../songs';
import { RequestVerification } from '../verification';
import { AboutTab } from './about-tab';
import { EditProfileButton } from './edit-profile-dialog';
import type { UserProfile } from './profile.api';
import { ExportProfileButton, ShareProfileButton } from './profile-actions';
import { ProfileBadge, ProfileHeader } from './profile-header';
import { joinedMonth, profileName } from './profile-names';
import { ProfilePageFrame } from './profile-page-frame';
import { EmptyTabState, ProfileTabs } from './profile-tabs';

function OwnerActions({ profile, songCount }: { profile: UserProfile; songCount: number }) {
  return (
    <>
      <EditProfileButton profile={profile} tone="artist" />
      <ExportProfileButton profile={profile} songCount={songCount} />
      {!profile.isVerified && <RequestVerification />}
    </>
  );
}

/** A visitor's actions (spec 2.7 Share Profile, and favouriting the artist: spec 7 and 8). */
function VisitorActions({ profile }: { profile: UserProfile }) {
  return (
    <>
      <FavoriteArtistButton artist={{ id: profile.id, name: profileName(profile) }} label="Favorite Artist" />
      <ShareProfileButton />
    </>
  );
}

function ArtistProfile({ profile }: { profile: UserProfile }) {
  const user = useSignedInUser();
  const { data: songs = [] } = useGetUserSongsQuery(profile.id);
  const isOwner = user.id === profile.id;
  const details = [profile.location, `Joined ${joinedMonth(profile)}`].filter((detail): detail is string => Boolean(detail));

  return (
    <>
      <ProfileHeader
        profile={profile}
        tone="artist"
        badges={profile.isVerified && <ProfileBadge tone="verified">Verified</ProfileBadge>}
        details={details}
        stats={[{ label: 'Songs', value: songs.length }]}
        actions={isOwner ? <OwnerActions profile={profile} songCount={songs.length} /> : <VisitorActions profile={profile} />}
      />
      <ProfileTabs
        label="Artist profile"
        tabs={[
          {
            value: 'songs',
            label: 'Songs',
            // Spec 2.7: the owner manages songs here too; the AI description needs only a title on this page.
            content: <SongCollection userId={profile.id} canManage={isOwner} aiDescriptionNeedsTags={false} emptyState={<EmptyTabState message="No songs yet" />} />,
          },
          { value: 'about', label: 'About', content: <AboutTab profile={profile} infoTitle="Artist Info" /> },
        ]}
      />
    </>
  );
}

/** /artist/:id (spec 2.7). */
export function ArtistProfilePage() {
  const { id = '' } = useParams();
  return (
    <ProfilePageFrame userId={id} kind="artist" notFoundTitle="Artist Not Found">
      {(profile) => <ArtistProfile profile={profile} />}
    </ProfilePageFrame>
  );
}
