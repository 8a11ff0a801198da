import type { ReactNode } from 'react';
import { type ButtonVariant, buttonClassName } from './button';
import { Tooltip } from './tooltip';

interface ComingSoonButtonProps {
  /** Why it does nothing yet, shown as the tooltip. */
  hint: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/**
 * A button for a feature that is not built yet. It is marked aria-disabled rather than disabled
 * so that it stays focusable and hoverable, and the tooltip can tell why it does nothing.
 */
export function ComingSoonButton({ hint, variant = 'secondary', className = '', children }: ComingSoonButtonProps) {
  return (
    <Tooltip label={hint}>
      <button type="button" aria-disabled="true" className={`${buttonClassName(variant)} cursor-not-allowed opacity-60 ${className}`}>
        {children}
      </button>
    </Tooltip>
  );
}
