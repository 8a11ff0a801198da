import type { AccentRole } from './role-accent';

export interface Choice<Value extends string> {
  value: Value;
  title: string;
  description: string;
  /** Role colour of the card when chosen; "both" roles show the two colours side by side. */
  accent: AccentRole | 'both';
}

interface ChoiceCardsProps<Value extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
}

const chosenClasses: Record<Choice<string>['accent'], string> = {
  artist: 'border-artist bg-artist-soft',
  curator: 'border-curator bg-curator-soft',
  both: 'border-slate-900 bg-linear-to-r from-artist-soft to-curator-soft',
};

const markerClasses: Record<Choice<string>['accent'], string> = {
  artist: 'bg-artist',
  curator: 'bg-curator',
  both: 'bg-linear-to-r from-artist to-curator',
};

/** A radio group drawn as cards: native radios keep keyboard and screen-reader behaviour. */
export function ChoiceCards<Value extends string>({ legend, name, choices, value, onChange }: ChoiceCardsProps<Value>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-2 ${choices.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {choices.map((choice) => {
          const chosen = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-lg border-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900 ${chosen ? chosenClasses[choice.accent] : 'border-slate-200 bg-white hover:border-slate-400'}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={chosen}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span aria-hidden="true" className={`mt-1 size-3 shrink-0 rounded-full ${markerClasses[choice.accent]}`} />
              <span className="grid content-start gap-0.5">
                <span className="font-semibold text-slate-900">{choice.title}</span>
                <span className="text-sm text-slate-600">{choice.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
