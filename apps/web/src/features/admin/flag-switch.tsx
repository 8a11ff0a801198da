interface FlagSwitchProps {
  /** The switch's accessible name, e.g. "Active: Ada Lovelace". */
  label: string;
  /** What the switch shows beside it, on and off: "Active" / "Inactive". */
  states: readonly [on: string, off: string];
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** The track's colour when on. */
  onClassName: string;
}

/** One click turns a flag of an account on or off (spec 2.16). */
export function FlagSwitch({ label, states, on, disabled, onToggle, onClassName }: FlagSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-full text-xs font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-60"
    >
      <span aria-hidden="true" className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? onClassName : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`} />
      </span>
      <span aria-hidden="true">{on ? states[0] : states[1]}</span>
    </button>
  );
}
