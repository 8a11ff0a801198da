import { type ReactNode, useId } from 'react';

interface FieldShellProps {
  label: string;
  error: string | undefined;
  hint?: string;
  /** Beside the label, e.g. a button that fills the field in. */
  labelAside?: ReactNode;
  /** Below the control on the right, e.g. "120/500"; read with the field's description. */
  counter?: { text: string; spoken: string; over: boolean };
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label above, then the control, then the hint or the validation message tied to it with aria-describedby. */
function FieldShell({ label, error, hint, labelAside, counter, children }: FieldShellProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const counterId = `${inputId}-counter`;
  const message = error ?? hint;
  const describedBy = [message ? messageId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ inputId, describedBy })}
      {(message || counter) && (
        <div className="flex items-start justify-between gap-3">
          {message && (
            <p id={messageId} className={`text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
              {message}
            </p>
          )}
          {counter && (
            <p id={counterId} className={`ml-auto shrink-0 text-xs tabular-nums ${counter.over ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
              <span aria-hidden="true">{counter.text}</span>
              <span className="sr-only">{counter.spoken}</span>
            </p>
          )}
        </div>
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
  type?: 'text' | 'email' | 'password' | 'url' | 'date' | 'datetime-local';
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'url';
}

export function TextField({ label, value, onChange, error, type = 'text', autoComplete, hint, placeholder, inputMode }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          type={type}
          value={value}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
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
  labelAside?: ReactNode;
  /**
   * Shows "length/maxLength" below the field; beyond the limit the counter turns red and, unless
   * another error is shown, the field says the limit. The form's send button checks it too.
   */
  maxLength?: number;
}

export function TextAreaField({ label, value, onChange, error: validationError, hint, rows = 4, labelAside, maxLength }: TextAreaFieldProps) {
  // The server keeps the text without its surrounding blanks: only what it keeps counts against the limit.
  const tooMany = maxLength === undefined ? 0 : Math.max(0, value.trim().length - maxLength);
  const counter =
    maxLength === undefined ? undefined : { text: `${value.length}/${maxLength}`, spoken: `${value.length} of ${maxLength} characters`, over: tooMany > 0 };
  const error = validationError ?? (tooMany > 0 ? `At most ${maxLength} characters: ${tooMany} too many` : undefined);
  return (
    <FieldShell label={label} error={error} hint={hint} labelAside={labelAside} counter={counter}>
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

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error: string | undefined;
}

export function SelectField<Value extends string>({ label, value, options, onChange, error }: SelectFieldProps<Value>) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          className={`${controlClassName} ${borderFor(error)}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it and an optional line of explanation. */
export function CheckboxField({ label, hint, checked, onChange }: CheckboxFieldProps) {
  const inputId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-slate-900"
      />
      <div className="grid gap-0.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
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
