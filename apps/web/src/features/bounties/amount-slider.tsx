import { useId } from 'react';

interface AmountSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  hint?: string;
}

/** A labelled range input that shows its value in VC (keyboard: arrows move one step). */
export function AmountSlider({ label, value, min, max, step, onChange, hint }: AmountSliderProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-slate-900">
          {value} VC
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value} VibeCoins`}
        className="w-full accent-slate-900"
      />
      <p className="flex justify-between text-xs text-slate-600">
        <span>{min} VC</span>
        {hint && <span>{hint}</span>}
        <span>{max} VC</span>
      </p>
    </div>
  );
}
