import { Trans } from '@lingui/react/macro';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const control =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';
// Only text fields get the read-only look: a <select> always matches :read-only.
const textControl = `${control} read-only:bg-slate-50 read-only:text-slate-500`;
const invalid = 'ring-red-400 focus:ring-red-500';
/* eslint-enable lingui/no-unlocalized-strings */

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  trailing?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, optional, trailing, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
          {optional && (
            <span className="ml-1 font-normal text-slate-500">
              <Trans>(optional)</Trans>
            </span>
          )}
        </label>
        {trailing}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  if (error) return `${id}-error`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  if (hint) return `${id}-hint`;
  return undefined;
}

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Passed on to the <input> (React 19 hands function components `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  trailing?: ReactNode;
}

export function Input({ label, hint, error, optional, trailing, className, ...rest }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} trailing={trailing}>
      <input
        id={id}
        // Typed in Arabic or Hebrew, a field reads right to left; codes and emails stay left to right.
        dir="auto"
        className={cn(textControl, 'h-10', error && invalid, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  trailing?: ReactNode;
}

export function Textarea({ label, hint, error, optional, trailing, className, ...rest }: TextareaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} trailing={trailing}>
      <textarea
        id={id}
        dir="auto"
        className={cn(textControl, 'min-h-24', error && invalid, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hideLabel?: boolean;
  error?: string;
}

export function Select({ label, hideLabel, error, className, children, ...rest }: SelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select
        id={id}
        className={cn(control, 'h-10 pr-8', error && invalid, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
