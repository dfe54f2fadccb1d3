import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Input, Textarea } from '@/components/input';
import { PlatformIcon } from '@/components/platform-icon';
import { StorageNotice } from '@/components/storage-notice';
import { localInputToIso } from '@/lib/date-input';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { activeAccountFor, useOwnSocialAccounts } from '../../api/client-social-accounts';
import { useCreateContent } from '../../api/create-content';
import { checkPlatform, fileKind, parseTags, PLATFORM_NEEDS } from '../../platform-rules';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type Privacy, type SocialPlatform } from '../../types';
import { ImagePicker } from '../detail/image-picker';
import { PlatformWarnings } from '../detail/platform-warnings';
import { YoutubeFields } from '../youtube-fields';

export const CREATE_TEXT = {
  success: msg`Content submitted for approval!`,
  failure: msg`Failed to submit content. Please try again.`,
} as const;

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span
          className="flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white"
          aria-hidden="true"
        >
          {step}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The client's create screen (spec 001 sections 2.5 and 5): a platform with an active account, the post's
 * details, images and an optional note to the agency. The post goes to the agency for approval.
 */
export function CreateContentForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const { t } = useLingui();
  const accounts = useOwnSocialAccounts();
  const create = useCreateContent();
  const [platform, setPlatform] = useState<SocialPlatform | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [scheduled, setScheduled] = useState('');
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [tags, setTags] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('public');
  // The platform's refusals show once a submit was tried, and stop it (the server says the same).
  const [tried, setTried] = useState(false);
  const check = platform
    ? checkPlatform({ platform, media: images.map(fileKind), title, content, tags })
    : { summary: '', errors: {}, warnings: [] };
  const summary = check.summary;
  const local = tried ? check.errors : {};
  const serverFields = create.isError ? fieldErrors(create.error) : {};
  const anyConnected = SOCIAL_PLATFORMS.some((p) => activeAccountFor(accounts.data, p));

  function submit() {
    if (!platform) return;
    setTried(true);
    if (Object.keys(check.errors).length > 0) return;
    create.mutate(
      {
        platform,
        title: title.trim(),
        content,
        scheduled_date: localInputToIso(scheduled),
        admin_message: message.trim() || undefined,
        social_account: activeAccountFor(accounts.data, platform)?.id,
        images,
        ...(platform === 'youtube' && { tags: parseTags(tags), privacy }),
      },
      { onSuccess: onCreated },
    );
  }

  return (
    <form
      className="mx-auto max-w-3xl space-y-5"
      aria-label={t`Create content`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Section title={t`Select Platform`} step={1}>
        <fieldset>
          <legend className="sr-only">
            <Trans>Platform</Trans>
          </legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {SOCIAL_PLATFORMS.map((option) => {
              const account = activeAccountFor(accounts.data, option);
              const checked = platform === option;
              return (
                <label
                  key={option}
                  className={cn(
                    'flex items-center gap-3 rounded-xl p-3 ring-1 has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                    account ? 'cursor-pointer hover:bg-slate-50' : 'cursor-not-allowed bg-slate-50 opacity-70',
                    checked ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name="platform"
                    value={option}
                    className="sr-only"
                    checked={checked}
                    disabled={!account}
                    onChange={() => setPlatform(option)}
                  />
                  <PlatformIcon platform={option} className="size-9 shrink-0" />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">{PLATFORM_LABELS[option]}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {account ? (
                        <bdi>@{account.username}</bdi>
                      ) : (
                        <Badge>
                          <Trans>Not Connected</Trans>
                        </Badge>
                      )}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {accounts.isSuccess && !anyConnected && (
          <p className="mt-3 text-sm text-slate-600">
            <Trans>
              None of your social accounts is connected yet. Connect one from your overview to submit content for it.
            </Trans>
          </p>
        )}
        {accounts.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(accounts.error, t`Could not load your connected accounts.`)}
          </Alert>
        )}
        {serverFields.platform && <p className="mt-2 text-sm text-red-600">{serverFields.platform}</p>}
        {platform && <p className="mt-3 text-sm text-slate-700">{t(PLATFORM_NEEDS[platform])}</p>}
      </Section>

      <Section title={t`Post Details`} step={2}>
        <div className="space-y-4">
          <Input
            label={t`Title *`}
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={local.title ?? serverFields.title}
          />
          <Textarea
            label={t`Caption *`}
            required
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            error={local.content ?? serverFields.content}
            trailing={
              <span className="text-xs text-slate-500">
                <Plural value={content.length} one="# character" other="# characters" />
              </span>
            }
          />
          <Input
            label={t`Schedule Date & Time *`}
            type="datetime-local"
            required
            value={scheduled}
            onChange={(event) => setScheduled(event.target.value)}
            error={serverFields.scheduled_date}
          />
          {platform === 'youtube' && (
            <YoutubeFields
              tags={tags}
              privacy={privacy}
              onTags={setTags}
              onPrivacy={setPrivacy}
              error={serverFields.tags}
            />
          )}
        </div>
      </Section>

      <Section title={t`Upload Images or Video`} step={3}>
        <ImagePicker
          files={images}
          onFilesChange={setImages}
          hint={platform && platform !== 'tiktok' ? t`Goes out as: ${summary}` : undefined}
        />
        <StorageNotice className="mt-3" />
        {(local.images ?? serverFields.images) && (
          <p className="mt-2 text-sm text-red-600">{local.images ?? serverFields.images}</p>
        )}
        <PlatformWarnings warnings={check.warnings} className="mt-2" />
      </Section>

      <Section title={t`Message to Admin (Optional)`} step={4}>
        <Textarea
          label={t`Message`}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          hint={t`Anything the agency should know about this post.`}
        />
      </Section>

      {create.isError && <Alert tone="error">{errorMessage(create.error, t(CREATE_TEXT.failure))}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!platform} loading={create.isPending}>
          <Trans>Submit for Approval</Trans>
        </Button>
      </div>
    </form>
  );
}
