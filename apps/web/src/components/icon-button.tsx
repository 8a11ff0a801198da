import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';

interface IconButtonProps {
  /** The accessible name, specific enough to tell cards apart ("Edit Midnight Drive"). */
  label: string;
  /** The short hint shown on hover and focus ("Edit song"). */
  hint: string;
  onClick: () => void;
  children: ReactNode;
  tone?: 'neutral' | 'danger';
}

const toneClasses = {
  neutral: 'text-slate-700 hover:bg-slate-100 hover:text-slate-950',
  danger: 'text-red-700 hover:bg-red-50 hover:text-red-800',
} as const;

/** A square button showing only an icon, named for screen readers and explained by a tooltip. */
export function IconButton({ label, hint, onClick, children, tone = 'neutral' }: IconButtonProps) {
  return (
    <Tooltip label={hint}>
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className={`inline-flex size-10 items-center justify-center rounded-md border border-slate-200 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${toneClasses[tone]}`}
      >
        {children}
      </button>
    </Tooltip>
  );
}
