import * as Tabs from '../../components/tabs';
import { type ActiveRole, hasCuratorTools, useRole, useRoleTab } from '../roles';
import { PlaylistsTab } from './playlists-tab';
import { SongsTab } from './songs-tab';

type DashboardTab = 'songs' | 'playlists';

/** Songs are the artist's tab, playlists the curator's (spec 2.6). */
const tabForRole = { artist: 'songs', curator: 'playlists' } as const satisfies Record<ActiveRole, DashboardTab>;

const triggerClassName =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';
const activeTriggerClassName: Record<DashboardTab, string> = {
  songs: 'data-[state=active]:bg-artist data-[state=active]:text-white',
  playlists: 'data-[state=active]:bg-curator data-[state=active]:text-white',
};

/** "My Songs" for everyone, "My Playlists" for curator and "both" users (spec 2.6). */
export function DashboardTabs({ userId }: { userId: string }) {
  const { role } = useRole();
  const [tab, setTab] = useRoleTab(tabForRole);
  const showsPlaylists = hasCuratorTools(role);

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Your music" className="mb-4 inline-flex gap-1 rounded-lg bg-white p-1 shadow-sm">
        <Tabs.Trigger value="songs" className={`${triggerClassName} ${activeTriggerClassName.songs}`}>
          My Songs
        </Tabs.Trigger>
        {showsPlaylists && (
          <Tabs.Trigger value="playlists" className={`${triggerClassName} ${activeTriggerClassName.playlists}`}>
            My Playlists
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="songs" className="focus-visible:outline-none">
        <SongsTab userId={userId} />
      </Tabs.Content>
      {showsPlaylists && (
        <Tabs.Content value="playlists" className="focus-visible:outline-none">
          <PlaylistsTab userId={userId} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
