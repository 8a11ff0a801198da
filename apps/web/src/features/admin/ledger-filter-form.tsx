import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { type FieldErrors, hasErrors } from '../../components/form-errors';
import { SelectField, TextField } from '../../components/form-fields';
import { LEDGER_CAUSES, LEDGER_MOVEMENTS, type LedgerFilters, validateLedgerFilters } from './ledger-filters';

const ANY = { value: '', label: 'Any' } as const;

function DayField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900 sm:text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ledger's filters, applied together when submitted (each change would otherwise be a query). */
export function LedgerFilterForm({ applied, onApply }: { applied: LedgerFilters; onApply: (filters: LedgerFilters) => void }) {
  const [filters, setFilters] = useState(applied);
  const [errors, setErrors] = useState<FieldErrors<LedgerFilters>>({});
  const set =
    <Field extends keyof LedgerFilters>(field: Field) =>
    (value: LedgerFilters[Field]) => {
      setFilters((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateLedgerFilters(filters);
    setErrors(problems);
    if (!hasErrors(problems)) onApply({ ...filters, userId: filters.userId.trim() });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Ledger filters" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start">
      <TextField label="User id" value={filters.userId} onChange={set('userId')} error={errors.userId} placeholder="Any user" />
      <SelectField label="Movement" value={filters.movement} options={[ANY, ...LEDGER_MOVEMENTS]} onChange={set('movement')} error={undefined} />
      <SelectField label="Cause" value={filters.cause} options={[ANY, ...LEDGER_CAUSES]} onChange={set('cause')} error={undefined} />
      <DayField label="From" value={filters.from} error={errors.from} onChange={set('from')} />
      <DayField label="To" value={filters.to} error={errors.to} onChange={set('to')} />
      <Button type="submit" className="lg:mt-7">
        Apply
      </Button>
    </form>
  );
}
