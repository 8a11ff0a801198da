import { useEffect } from 'react';
import type { ActiveRole } from './active-role';
import { useRole } from './role-provider';

/**
 * A screen of one role's tools (campaign management, bounty discovery): opened by a "both" user, it
 * makes that role the active one, as choosing a role's tab does (use-role-tab.ts), so that the
 * frame's colours and navigation are the screen's. Once, as it opens: the user may switch back.
 */
export function useScreenRole(role: ActiveRole): void {
  const { canSwitchRole, setActiveRole } = useRole();
  useEffect(() => {
    if (canSwitchRole) setActiveRole(role);
  }, [canSwitchRole, role, setActiveRole]);
}
