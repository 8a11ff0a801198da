import { roleAccent } from '../../components/role-accent';
import { type ActiveRole, activeRoleLabel, useRole } from '../roles';

const switchableRoles: readonly ActiveRole[] = ['artist', 'curator'];

/** For a "both" user, a two-way switch of the active role; for the others, the role as a label. */
export function RoleSwitch() {
  const { activeRole, canSwitchRole, setActiveRole } = useRole();

  if (!canSwitchRole) {
    return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${roleAccent[activeRole].solid}`}>{activeRoleLabel[activeRole]}</span>;
  }

  return (
    <div role="group" aria-label="Active role" className="flex rounded-full bg-slate-100 p-0.5">
      {switchableRoles.map((role) => {
        const isActive = role === activeRole;
        return (
          <button
            key={role}
            type="button"
            aria-pressed={isActive}
            onClick={() => setActiveRole(role)}
            className={`rounded-full px-2.5 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
              isActive ? roleAccent[role].solid : 'text-slate-700 hover:text-slate-950'
            }`}
          >
            {activeRoleLabel[role]}
          </button>
        );
      })}
    </div>
  );
}
