import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/button';
import { Input, Textarea } from '@/components/input';
import {
  blankLike,
  childPath,
  HIDDEN,
  LIST_MAX,
  LONG_KEYS,
  LONG_TEXT_MAX,
  TEXT_MAX,
  labelFor,
  type Json,
} from './fields';

interface FieldProps {
  /** The server's name for the field (`contact.offices[1].phone`). */
  path: string;
  /** The key that decides how it is edited (a list item's key is its list's). */
  name: string;
  value: Json;
  onChange: (value: Json) => void;
  errors: Record<string, string>;
}

/**
 * One value of the branding document, edited by its kind: objects as groups, lists with add and remove,
 * texts, whole numbers and switches. The rules themselves are the server's; these only keep typing sane.
 */
export function JsonField({ path, name, value, onChange, errors }: FieldProps) {
  const { t } = useLingui();
  if (HIDDEN.has(path)) return null;
  const error = errors[path];
  if (Array.isArray(value))
    return <ListField path={path} name={name} value={value} onChange={onChange} errors={errors} />;
  if (value !== null && typeof value === 'object') {
    return (
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{labelFor(name)}</legend>
        {error && <p className="text-sm text-red-600">{error}</p>}
        <ObjectFields path={path} value={value} onChange={onChange} errors={errors} />
      </fieldset>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 text-brand-600"
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
        />
        {labelFor(name)}
        {error && <span className="text-red-600">{error}</span>}
      </label>
    );
  }
  if (typeof value === 'number') {
    return (
      <Input
        label={labelFor(name)}
        type="number"
        inputMode="numeric"
        step={1}
        value={Number.isFinite(value) ? String(value) : ''}
        onChange={(e) => onChange(e.target.value === '' ? 0 : Math.trunc(Number(e.target.value)))}
        error={error}
      />
    );
  }
  const text = value ?? '';
  if (path.startsWith('colors.')) {
    return (
      <div className="flex items-end gap-3">
        <div className="flex-1">
          <Input
            label={labelFor(name)}
            value={text}
            maxLength={7}
            spellCheck={false}
            className="font-mono"
            onChange={(e) => onChange(e.target.value)}
            error={error}
          />
        </div>
        <input
          type="color"
          aria-label={t`${labelFor(name)} picker`}
          className="mb-0.5 h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white"
          value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    );
  }
  // A text that may be left out (a leader's LinkedIn page) goes back as null when emptied.
  const set = (next: string) => onChange(value === null && next === '' ? null : next);
  if (LONG_KEYS.has(name)) {
    return (
      <Textarea
        label={labelFor(name)}
        rows={3}
        maxLength={LONG_TEXT_MAX}
        value={text}
        onChange={(e) => set(e.target.value)}
        error={error}
      />
    );
  }
  const kind = name.endsWith('email') ? 'email' : /url|website|image/.test(name) ? 'url' : 'text';
  return (
    <Input
      label={labelFor(name)}
      type={kind}
      maxLength={kind === 'url' ? 2048 : TEXT_MAX}
      value={text}
      onChange={(e) => set(e.target.value)}
      error={error}
    />
  );
}

export function ObjectFields({
  path,
  value,
  onChange,
  errors,
}: Omit<FieldProps, 'name' | 'value'> & { value: { [key: string]: Json } }) {
  return (
    <div className="space-y-4">
      {Object.entries(value).map(([key, child]) => (
        <JsonField
          key={key}
          path={childPath(path, key)}
          name={key}
          value={child}
          onChange={(next) => onChange({ ...value, [key]: next })}
          errors={errors}
        />
      ))}
    </div>
  );
}

function ListField({ path, name, value, onChange, errors }: Omit<FieldProps, 'value'> & { value: Json[] }) {
  const { t, i18n } = useLingui();
  const label = labelFor(name);
  // Inside a sentence the name is lower-cased, except in German, which writes every noun capitalised.
  const inSentence = i18n.locale === 'de' ? label : label.toLowerCase();
  const simple = value.every((item) => typeof item !== 'object' || item === null);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-500">({value.length})</span>
      </legend>
      {errors[path] && <p className="text-sm text-red-600">{errors[path]}</p>}
      <ol className="space-y-3">
        {value.map((item, index) => (
          <li key={index} className={simple ? 'flex items-end gap-2' : 'space-y-3 rounded-lg bg-slate-50 p-3'}>
            <div className={simple ? 'flex-1' : undefined}>
              {simple ? (
                <JsonField
                  path={childPath(path, index)}
                  name={name}
                  value={item}
                  onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
                  errors={errors}
                />
              ) : (
                <ObjectFields
                  path={childPath(path, index)}
                  value={item as { [key: string]: Json }}
                  onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
                  errors={errors}
                />
              )}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t`Remove ${inSentence} ${index + 1}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {!simple && t`Remove`}
            </Button>
          </li>
        ))}
      </ol>
      {value.length < LIST_MAX && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onChange([...value, blankLike(value[value.length - 1] ?? '')])}
        >
          <Plus className="size-4" aria-hidden="true" /> <Trans>Add to {inSentence}</Trans>
        </Button>
      )}
    </fieldset>
  );
}
