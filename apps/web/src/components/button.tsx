import type { ButtonHTMLAttributes } from 'react';
import { roleAccent } from './role-accent';

export type ButtonVariant = 'primary' | 'secondary' | 'artist' | 'curator' | 'danger';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  artist: roleAccent.artist.solid,
  curator: roleAccent.curator.solid,
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** Button styling, shared by `<Button>` and links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60 ${variantClasses[variant]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClassName(variant)} ${className ?? ''}`} {...props} />;
}
