import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Upload } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent, type ComponentType, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api';
import { conflictCurrent, errorMessage, fieldErrors } from '@/lib/api-errors';
import type { Branding } from '@/lib/branding-types';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { useTimedMessage } from '@/lib/use-timed-message';
import {
  useRemoveLogo,
  useResetSite,
  useSaveSite,
  useSiteSettings,
  useUploadLogo,
  type SiteSettings,
} from '../api/site-settings';
import { documentErrors, errorsUnder, type Json } from '../site/fields';
import { JsonField } from '../site/json-editor';

/** The editor's tabs: each edits some top-level parts of the branding document. */
const TABS: Array<{ id: string; label: MessageDescriptor; keys: string[] }> = [
  { id: 'agency', label: msg`Agency`, keys: ['agency', 'colors', 'social'] },
  { id: 'offer', label: msg`Offer and shop`, keys: ['site', 'packages'] },
  { id: 'contact', label: msg`Contact`, keys: ['contact'] },
  { id: 'home', label: msg`Home`, keys: ['home', 'stats'] },
  { id: 'about', label: msg`About`, keys: ['about'] },
  { id: 'how', label: msg`How it works`, keys: ['how_it_works', 'process'] },
  { id: 'services', label: msg`Services`, keys: ['services'] },
  { id: 'faqs', label: msg`FAQs`, keys: ['faqs'] },
  { id: 'policies', label: msg`Policies`, keys: ['policies'] },
];

/** The public pages drawn from a draft; the marketing feature draws them, handed in by the app. */
export type SitePreviewComponent = ComponentType<{ draft: Branding }>;

export function PublicSiteCard({ sitePreview }: { sitePreview: SitePreviewComponent }) {
  const { t } = useLingui();
  const site = useSiteSettings();
  return (
    <Card
      title={t`Public site`}
      description={t`Your agency's website: name, logo, colours, contacts, offers, texts and policies. Saved changes show on the site at once.`}
      actions={
        site.data && (
          <Badge tone={site.data.customized ? 'brand' : 'neutral'}>
            {site.data.customized ? t`Edited here` : t`From branding.json`}
          </Badge>
        )
      }
    >
      <QueryState query={site} loading={t`Loading...`} failed={t`Could not load the public site settings.`}>
        {(saved) => <SiteEditor saved={saved} sitePreview={sitePreview} />}
      </QueryState>
    </Card>
  );
}

function SiteEditor({ saved, sitePreview: SitePreview }: { saved: SiteSettings; sitePreview: SitePreviewComponent }) {
  const { t } = useLingui();
  const save = useSaveSite();
  const reset = useResetSite();
  const success = useTimedMessage();
  const [draft, setDraft] = useState<Branding>(saved.document);
  const [tab, setTab] = useState(TABS[0]!.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The plans are the billing plans (the Plans card): never part of this edit, always as saved there.
  const shown = useMemo(() => ({ ...draft, plans: saved.document.plans }), [draft, saved.document.plans]);
  const dirty = useMemo(() => JSON.stringify(shown) !== JSON.stringify(saved.document), [shown, saved.document]);
  const root = draft as unknown as Record<string, Json>;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    success.clear();
    try {
      // What the server stored (a trimmed text, the logo kept apart) becomes the draft.
      const document: Omit<Branding, 'plans'> & { plans?: unknown } = { ...draft };
      delete document.plans;
      const stored = await save.mutateAsync({ document, version: saved.version });
      setDraft(stored.document);
      setErrors({});
      success.show(t`Public site saved. It shows on the site now.`);
    } catch (caught) {
      const fields = documentErrors(fieldErrors(caught));
      setErrors(fields);
      const first = TABS.find((entry) => entry.keys.some((key) => errorsUnder(fields, key) > 0));
      if (first) setTab(first.id);
      const count = Object.keys(fields).length;
      if (conflictCurrent(caught))
        setFailure(t`Another admin saved the public site after you opened it. Reload to see it.`);
      else if (count > 0)
        setFailure(
          t`${plural(count, { one: '# field needs attention before saving.', other: '# fields need attention before saving.' })}`,
        );
      else setFailure(errorMessage(caught, t`The public site could not be saved. Please try again.`));
    }
  }

  async function onReset() {
    if (!window.confirm(t`Drop every change made here, the logo too, and go back to branding.json?`)) return;
    setFailure(null);
    try {
      const stored = await reset.mutateAsync();
      setDraft(stored.document);
      setErrors({});
    } catch (caught) {
      setFailure(errorMessage(caught, t`Could not reset the public site.`));
    }
  }

  const current = TABS.find((entry) => entry.id === tab) ?? TABS[0]!;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <p className="text-sm text-slate-500">
        {saved.updated_at
          ? saved.updated_by
            ? t`Last saved ${formatDate(saved.updated_at)} by ${saved.updated_by}.`
            : t`Last saved ${formatDate(saved.updated_at)}.`
          : t`Not edited here yet: the site shows branding.json from the data directory (over the built-in defaults).`}
      </p>
      {/* The logo saves on its own; the draft takes its address and keeps every unsaved edit. */}
      <LogoField
        saved={saved}
        onChanged={(next) =>
          setDraft((old) => ({ ...old, agency: { ...old.agency, logo_url: next.document.agency.logo_url ?? null } }))
        }
      />
      <div role="tablist" aria-label={t`Public site sections`} className="flex flex-wrap gap-1.5">
        {TABS.map((entry) => {
          const count = entry.keys.reduce((sum, key) => sum + errorsUnder(errors, key), 0);
          return (
            <button
              key={entry.id}
              type="button"
              role="tab"
              aria-selected={tab === entry.id}
              onClick={() => setTab(entry.id)}
              className={
                tab === entry.id
                  ? 'rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white'
                  : 'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50'
              }
            >
              {t(entry.label)}
              {count > 0 && <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white">{count}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={t(current.label)} className="space-y-4">
        {current.id === 'offer' && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
            <Trans>
              The monthly plans on the site are the plans clients pay for: edit their names, prices and features in the
              Plans card above.
            </Trans>
          </p>
        )}
        {current.keys.map((key) => (
          <JsonField
            key={key}
            path={key}
            name={key}
            value={root[key] ?? null}
            onChange={(next) => {
              setDraft({ ...root, [key]: next } as unknown as Branding);
              // An edited section's problems are the server's to judge again at the next save.
              if (errorsUnder(errors, key) > 0) {
                setErrors(
                  Object.fromEntries(Object.entries(errors).filter(([path]) => errorsUnder({ [path]: '' }, key) === 0)),
                );
                setFailure(null);
              }
            }}
            errors={errors}
          />
        ))}
      </div>
      <SitePreview draft={shown} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {success.message && <Alert tone="success">{success.message}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="ghost"
          onClick={() => void onReset()}
          loading={reset.isPending}
          disabled={!saved.customized}
        >
          <RotateCcw className="size-4" aria-hidden="true" /> <Trans>Back to branding.json</Trans>
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={!dirty}
            onClick={() => {
              setDraft(saved.document);
              setErrors({});
              setFailure(null);
            }}
          >
            <Trans>Discard changes</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            <Trans>Save public site</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}

function LogoField({ saved, onChanged }: { saved: SiteSettings; onChanged: (next: SiteSettings) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);
  const logo = saved.document.agency.logo_url;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t`Upload a JPG, PNG or GIF image.`);
    if (file.size > AVATAR_MAX_BYTES) return setError(t`The logo must be smaller than 5MB.`);
    try {
      onChanged(await upload.mutateAsync(file));
    } catch (caught) {
      setError(
        (caught instanceof ApiError && caught.fieldError('logo')) ||
          errorMessage(caught, t`The logo could not be uploaded.`),
      );
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">
        <Trans>Logo</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          <img src={logo} alt={t`Current logo`} className="size-14 rounded-lg object-contain ring-1 ring-slate-200" />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-700">
            <Trans>None</Trans>
          </span>
        )}
        <input
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="peer sr-only"
          onChange={(e) => void onFile(e)}
          disabled={upload.isPending}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          )}
        >
          {upload.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden="true" />}
          {saved.logo_url ? t`Change logo` : t`Upload logo`}
        </label>
        {saved.logo_url && (
          <Button
            type="button"
            variant="ghost"
            loading={remove.isPending}
            onClick={() => void remove.mutateAsync().then(onChanged, () => setError(t`The logo could not be removed.`))}
          >
            <Trans>Remove logo</Trans>
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">
        <Trans>
          JPG, PNG or GIF up to 5MB; stored at most 512 pixels a side. It applies at once, on the site, invoices and
          reports.
        </Trans>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
