import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Select, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { ellipsize } from '@/lib/text';
import { useEditForm } from '@/lib/use-edit-form';
import { useCreateContent } from '../../api/create-content';
import { useClientOptions } from '@/lib/client-options';
import { useUpdateContent } from '../../api/update-content';
import { PLATFORM_NEEDS } from '../../platform-rules';
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type ContentPost, type SocialPlatform } from '../../types';
import { ImagePicker } from '../detail/image-picker';
import { PlatformWarnings } from '../detail/platform-warnings';
import {
  contentFieldLabels,
  EMPTY_CONTENT_FORM,
  formFromPost,
  platformCheckFor,
  platformErrors,
  showContentValue,
  toContentChanges,
  toContentFormInput,
  toCreateInput,
  validateContentForm,
} from './content-form';
import { YoutubeFields } from '../youtube-fields';

interface Props {
  /** Edit this post; without one the form creates a post. */
  post?: ContentPost;
  onClose: () => void;
  onSaved: (post: ContentPost, created: boolean) => void;
}

/**
 * Picked files keyed so the form's change tracking can hold them as strings; the keys stay stable while the
 * dialog is open, so 'Reload latest' and 'Keep my changes' keep or drop exactly the files they name.
 */
function useFileKeys() {
  const keys = useRef(new WeakMap<File, string>());
  const [files, setFiles] = useState(() => new Map<string, File>());
  const next = useRef(0);
  function keysFor(list: File[]): string[] {
    const added = new Map(files);
    const result = list.map((file) => {
      let key = keys.current.get(file);
      if (!key) {
        next.current += 1;
        key = `new-${next.current}`;
        keys.current.set(file, key);
      }
      added.set(key, file);
      return key;
    });
    setFiles(added);
    return result;
  }
  return { files, keysFor };
}

/** Create Content and Edit Content. Mounted only while open, so each opening starts from fresh values. */
export function ContentFormModal({ post, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const clients = useClientOptions();
  const create = useCreateContent();
  const update = useUpdateContent();
  const picked = useFileKeys();
  const editing = post !== undefined;
  const current = post?.images ?? [];
  const form = useEditForm({
    object: post,
    empty: EMPTY_CONTENT_FORM,
    toValues: formFromPost,
    toInput: toContentFormInput,
    // The platform's refusals too, so nothing it would not take is sent (the server says the same).
    validate: (values) => ({
      ...validateContentForm(values, current.length),
      ...platformErrors(platformCheckFor(values, current, picked.files)),
    }),
    create: (input) => create.mutateAsync(toCreateInput(input, picked.files)),
    update: (changes, version) => update.mutateAsync(toContentChanges(post!.id, changes, version, picked.files)),
    labels: contentFieldLabels(),
    show: showContentValue,
    thing: t`post`,
    failed: editing ? t`Failed to update content` : t`Failed to create content`,
    onSaved: (saved) => {
      onSaved(saved, !editing);
      onClose();
    },
    onUnchanged: onClose,
  });
  const { values, errors, set } = form;
  const kept = current.filter((image) => !values.removed_images.includes(String(image.id)));
  const files = values.new_images.map((key) => picked.files.get(key)).filter((file): file is File => !!file);
  const pending = form.pending || create.isPending || update.isPending;
  const check = platformCheckFor(values, current, picked.files);
  const youtube = values.platform === 'youtube';
  const summary = check.summary;
  const submitLabel = editing
    ? t`Save changes`
    : values.needs_client_approval
      ? t`Create & Send for Approval`
      : t`Create & Approve`;

  return (
    <Modal open onClose={onClose} title={editing ? t`Edit Content` : t`Create Content`} size="lg">
      <form onSubmit={form.submit} noValidate className="space-y-5">
        <EditFormNotices form={form} error={form.formError} />
        {/* grid-cols-1: the implicit column would grow to the <select>'s longest option. */}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Select
            label={t`Client`}
            error={errors.client}
            value={values.client}
            onChange={(e) => set('client', e.target.value)}
            // A post stays with its client; moving it would hand its approvals to someone else.
            disabled={editing}
          >
            <option value="">{clients.isPending ? t`Loading clients...` : t`Choose a client`}</option>
            {editing && post && !clients.data?.some((c) => c.id === post.client) && (
              <option value={String(post.client)}>{ellipsize(post.client_name, 60)}</option>
            )}
            {(clients.data ?? []).map((client) => (
              <option key={client.id} value={String(client.id)} title={`${client.name} (${client.company})`} dir="auto">
                {ellipsize(`${client.name} (${client.company})`, 60)}
              </option>
            ))}
          </Select>
          <Select
            label={t`Platform`}
            error={errors.platform}
            value={values.platform}
            onChange={(e) => set('platform', e.target.value as SocialPlatform)}
          >
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform]}
              </option>
            ))}
          </Select>
        </div>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          {t(PLATFORM_NEEDS[values.platform])}
        </p>
        <Input
          label={t`Title`}
          optional={!youtube}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
        />
        <Textarea
          label={t`Content`}
          rows={5}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          error={errors.content}
          trailing={
            <span className="text-xs text-slate-500">
              <Plural value={values.content.length} one="# character" other="# characters" />
            </span>
          }
        />
        <Input
          label={t`Scheduled date and time`}
          type="datetime-local"
          value={values.scheduled_date}
          onChange={(e) => set('scheduled_date', e.target.value)}
          error={errors.scheduled_date}
        />
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">
            <Trans>
              Images and videos <span className="font-normal text-slate-500">(optional)</span>
            </Trans>
          </p>
          <ImagePicker
            hint={values.platform === 'tiktok' ? undefined : t`Goes out as: ${summary}`}
            kept={kept}
            onRemoveKept={(id) => set('removed_images', [...values.removed_images, String(id)])}
            files={files}
            onFilesChange={(next) => set('new_images', picked.keysFor(next))}
          />
          {errors.new_images && <p className="text-sm text-red-600">{errors.new_images}</p>}
          <PlatformWarnings warnings={check.warnings} />
        </div>
        {youtube && (
          <YoutubeFields
            tags={values.tags}
            privacy={values.privacy}
            onTags={(tags) => set('tags', tags)}
            onPrivacy={(privacy) => set('privacy', privacy)}
            error={errors.tags}
          />
        )}
        <Textarea
          label={t`Message to client`}
          optional
          rows={2}
          value={values.admin_message}
          onChange={(e) => set('admin_message', e.target.value)}
          error={errors.admin_message}
        />
        {!editing && (
          <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={values.needs_client_approval}
              onChange={(e) => set('needs_client_approval', e.target.checked)}
            />
            <span className="text-sm">
              <span className="font-medium text-slate-900">
                <Trans>Needs client approval</Trans>
              </span>
              <span className="block text-slate-500">
                {values.needs_client_approval
                  ? t`The client is asked to approve the post before it goes out.`
                  : t`The post is approved at once, ready to be posted.`}
              </span>
            </span>
          </label>
        )}
        {clients.isError && (
          <Alert tone="error">
            <Trans>Could not load the client list. Close and try again.</Trans>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
