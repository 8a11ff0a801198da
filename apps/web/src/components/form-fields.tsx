import { type ReactNode, useId } from 'react';

interface FieldShellProps {
  label: string;
  error: string | undefined;
  hint?: string;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label above, then the control, then the hint or the validation message tied to it with aria-describedby. */
function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ inputId, describedBy: message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={`text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
          {message}
        </p>
      )}
    </div>
  );
}

const controlClassName =
  'w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900 sm:text-sm';

function borderFor(error: string | undefined): string {
  return error ? 'border-red-600' : 'border-slate-300';
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: string;
  hint?: string;
}

export function TextField({ label, value, onChange, error, type = 'text', autoComplete, hint }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          type={type}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          className={`${controlClassName} ${borderFor(error)}`}
        />
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  rows?: number;
}

export function TextAreaField({ label, value, onChange, error, hint, rows = 4 }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <textarea
          id={inputId}
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          className={`${controlClassName} ${borderFor(error)}`}
        />
      )}
    </FieldShell>
  );
}

/** A failure reported by the server for the whole form. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
