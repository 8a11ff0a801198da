import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { type AccountRole, type ActiveRole, activeRoleOf, readStoredActiveRole, storeActiveRole } from './active-role';

interface RoleContextValue {
  role: AccountRole;
  activeRole: ActiveRole;
  /** Only a "both" user can switch; for the others the active role is their role. */
  canSwitchRole: boolean;
  setActiveRole: (activeRole: ActiveRole) => void;
}

const RoleContext = createContext<RoleContextValue | null>(null);

/** Holds the active role of spec section 6 for the signed-in screens, remembered across reloads. */
export function RoleProvider({ userId, role, children }: { userId: string; role: AccountRole; children: ReactNode }) {
  // Null until a "both" user switches: until then their stored choice (read only for them).
  const [chosenRole, setChosenRole] = useState<ActiveRole | null>(null);
  const canSwitchRole = role === 'both';
  const activeRole = activeRoleOf(role, () => chosenRole ?? readStoredActiveRole(userId));

  const setActiveRole = useCallback(
    (next: ActiveRole) => {
      storeActiveRole(userId, next);
      setChosenRole(next);
    },
    [userId],
  );

  const value = useMemo(() => ({ role, activeRole, canSwitchRole, setActiveRole }), [role, activeRole, canSwitchRole, setActiveRole]);
  return <RoleContext.Provider value={value}>{children}</RoleContext.Provider>;
}

export function useRole(): RoleContextValue {
  const value = useContext(RoleContext);
  if (!value) throw new Error('useRole must be used within a RoleProvider');
  return value;
}
