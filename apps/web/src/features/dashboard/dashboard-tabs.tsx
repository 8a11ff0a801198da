import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { type ActiveRole, hasCuratorTools, useRole } from '../roles';
import { PlaylistsTab } from './playlists-tab';
import { SongsTab } from './songs-tab';

type DashboardTab = 'songs' | 'playlists';

const tabForRole: Record<ActiveRole, DashboardTab> = { artist: 'songs', curator: 'playlists' };
const roleForTab: Record<DashboardTab, ActiveRole> = { songs: 'artist', playlists: 'curator' };

function isDashboardTab(value: string): value is DashboardTab {
  return value === 'songs' || value === 'playlists';
}

/**
 * The selected tab. For a "both" user it is the active role itself (spec 2.6: switching a tab sets
 * the active mode, and the role switch in the frame moves the tab); the others switch tabs freely.
 */
function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const { activeRole, canSwitchRole, setActiveRole } = useRole();
  const [chosenTab, setChosenTab] = useState<DashboardTab>(tabForRole[activeRole]);
  if (canSwitchRole) return [tabForRole[activeRole], (tab) => setActiveRole(roleForTab[tab])];
  return [chosenTab, setChosenTab];
}

const triggerClassName =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';
const activeTriggerClassName: Record<DashboardTab, string> = {
  songs: 'data-[state=active]:bg-artist data-[state=active]:text-white',
  playlists: 'data-[state=active]:bg-curator data-[state=active]:text-white',
};

/** "My Songs" for everyone, "My Playlists" for curator and "both" users (spec 2.6). */
export function DashboardTabs({ userId }: { userId: string }) {
  const { role } = useRole();
  const [tab, setTab] = useDashboardTab();
  const showsPlaylists = hasCuratorTools(role);

  function handleTabChange(value: string) {
    if (isDashboardTab(value)) setTab(value);
  }

  return (
    <Tabs.Root value={tab} onValueChange={handleTabChange}>
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
