import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { PLATFORMS, type Platform } from '../types';

/** The multi-select of the five platforms, as a group of toggles (checkboxes underneath). */
export function PlatformCheckboxes({ value, onChange }: { value: Platform[]; onChange: (next: Platform[]) => void }) {
  function toggle(platform: Platform) {
    onChange(value.includes(platform) ? value.filter((p) => p !== platform) : [...value, platform]);
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        <Trans>Platforms</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {PLATFORMS.map((platform) => {
          const checked = value.includes(platform);
          return (
            <label
              key={platform}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                checked ? 'bg-brand-50 text-brand-700 ring-brand-300' : 'bg-white text-slate-700 ring-slate-300',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={checked}
                onChange={() => toggle(platform)}
              />
              {platform}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
