import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { type FieldErrors, hasErrors } from '../../components/form-errors';
import { SelectField, TextField } from '../../components/form-fields';
import { LEDGER_CAUSES, LEDGER_MOVEMENTS, type LedgerFilters, validateLedgerFilters } from './ledger-filters';

const ANY = { value: '', label: 'Any' } as const;

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
    <form noValidate onSubmit={handleSubmit} aria-label="Ledger filters" className="grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]">
      <TextField label="User id" value={filters.userId} onChange={set('userId')} error={errors.userId} placeholder="Any user" />
      <SelectField label="Movement" value={filters.movement} options={[ANY, ...LEDGER_MOVEMENTS]} onChange={set('movement')} error={undefined} />
      <SelectField label="Cause" value={filters.cause} options={[ANY, ...LEDGER_CAUSES]} onChange={set('cause')} error={undefined} />
      <TextField label="From" type="date" value={filters.from} onChange={set('from')} error={errors.from} />
      <TextField label="To" type="date" value={filters.to} onChange={set('to')} error={errors.to} />
      <Button type="submit" className="sm:mt-7">
        Apply
      </Button>
    </form>
  );
}
