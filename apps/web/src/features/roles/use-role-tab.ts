import { useState } from 'react';
import type { ActiveRole } from './active-role';
import { useRole } from './role-provider';

/**
 * A screen's tabs that belong to the two roles (the dashboard's songs and playlists, the sent and
 * received submissions). For a "both" user the tab shown is the active role's, and choosing a tab
 * switches the active role (spec 2.6); any other user chooses among the tabs the screen shows.
 * The chooser takes a tab's value as Radix Tabs gives it, and ignores a value that is no tab.
 */
export function useRoleTab<Tab extends string>(tabForRole: Readonly<Record<ActiveRole, Tab>>): [Tab, (value: string) => void] {
  const { activeRole, canSwitchRole, setActiveRole } = useRole();
  const [chosen, setChosen] = useState<Tab>(tabForRole[activeRole]);
  const choose = (value: string) => {
    const role = (Object.keys(tabForRole) as ActiveRole[]).find((candidate) => tabForRole[candidate] === value);
    if (!role) return;
    if (canSwitchRole) setActiveRole(role);
    else setChosen(tabForRole[role]);
  };
  return [canSwitchRole ? tabForRole[activeRole] : chosen, choose];
}
