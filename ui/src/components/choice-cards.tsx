import { useId } from 'react';
import { cn } from '@/lib/cn';

interface Props<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
  /** One line under each label, read out with its radio button. */
  hint: (option: T) => string;
  error?: string;
  /** How the cards lie out (one column by default). */
  layout?: string;
}

/** One choice among a few, each a card with its name and a line on what it means (a seat, a policy). */
export function ChoiceCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  label,
  hint,
  error,
  layout = 'grid-cols-1',
}: Props<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('mt-1.5 grid gap-2', layout)}>
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg p-3 text-sm ring-1 ring-inset',
              value === option ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-describedby={`${id}-${option}`}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{label(option)}</span>
              <span id={`${id}-${option}`} className="block text-slate-600">
                {hint(option)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
