import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { StorageNotice } from '@/components/storage-notice';
import { conflictCurrent, fieldErrors, saveErrorMessage } from '@/lib/api-errors';
import { useSubmitContent } from '../../api/submit-content';
import { useUpdateContent } from '../../api/update-content';
import { PLATFORM_NEEDS } from '../../platform-rules';
import { type ContentPost } from '../../types';
import { YoutubeFields } from '../youtube-fields';
import { FeedbackNote } from './feedback-note';
import { ImagePicker } from './image-picker';
import { PlatformWarnings } from './platform-warnings';
import { editPlatformCheck, editProblems, editValues, postChanges, type PostEditValues } from './post-edit';
import { postName } from './post-format';

interface Props {
  post: ContentPost;
  asAdmin: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Edits a post's title, caption, schedule, message and images. On a draft it can also send it back for
 * approval in one go (the spec's Edit Draft did nothing; this one saves, then submits).
 */
export function EditPostModal({ post: loaded, asAdmin, onClose, onDone }: Props) {
  const { t } = useLingui();
  // The post the form edits from; a refused stale save swaps in the server's copy when asked to.
  const [post, setPost] = useState(loaded);
  const [values, setValues] = useState<PostEditValues>(() => editValues(loaded));
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<ContentPost | null>(null);
  const update = useUpdateContent();
  const submit = useSubmitContent();
  const busy = update.isPending || submit.isPending;
  const isDraft = post.status === 'draft';
  const submitLabel = asAdmin
    ? t`Save & Send for Approval`
    : post.feedback.trim()
      ? t`Resubmit`
      : t`Submit for Approval`;

  const set = (key: keyof PostEditValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const check = editPlatformCheck(post, values, removed, files);
  const summary = check.summary;

  async function save(andSubmit: boolean) {
    // The platform's refusals too ('images' is the server's name for the media field).
    const found = { ...editProblems(values), ...check.errors };
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    const changes = postChanges(post, values, removed, files);
    try {
      if (changes) await update.mutateAsync({ id: post.id, ...changes });
    } catch (failure) {
      const current = conflictCurrent<ContentPost>(failure);
      setStale(current);
      setProblems(fieldErrors(failure));
      setError(saveErrorMessage(failure, t`Failed to update content`, t`post`));
      return;
    }
    if (andSubmit) {
      try {
        await submit.mutateAsync(post.id);
      } catch (failure) {
        setError(saveErrorMessage(failure, t`Saved, but the post could not be sent for approval.`, t`post`));
        return;
      }
    }
    onDone(andSubmit ? t`Sent for approval.` : changes ? t`Changes saved.` : t`Nothing changed.`);
    onClose();
  }

  function reloadLatest() {
    if (!stale) return;
    setPost(stale);
    setValues(editValues(stale));
    setRemoved([]);
    setStale(null);
    setError(null);
  }

  const kept = post.images.filter((image) => !removed.includes(image.id));
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={isDraft ? t`Edit Draft` : t`Edit Post`}
      description={<bdi>{postName(post)}</bdi>}
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={isDraft ? 'secondary' : 'primary'}
            onClick={() => void save(false)}
            loading={update.isPending && !submit.isPending}
            disabled={busy}
          >
            <Trans>Save</Trans>
          </Button>
          {isDraft && (
            <Button onClick={() => void save(true)} loading={submit.isPending} disabled={busy}>
              {submitLabel}
            </Button>
          )}
        </div>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        <FeedbackNote post={post} />
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          {t(PLATFORM_NEEDS[post.platform])}
        </p>
        <Input label={t`Title`} value={values.title} onChange={set('title')} error={problems.title} data-autofocus />
        <Textarea
          label={t`Caption`}
          required
          rows={5}
          value={values.content}
          onChange={set('content')}
          error={problems.content}
          trailing={
            <span className="text-xs text-slate-500">
              <Plural value={values.content.length} one="# character" other="# characters" />
            </span>
          }
        />
        <Input
          label={t`Schedule date and time`}
          type="datetime-local"
          required
          value={values.scheduled}
          onChange={set('scheduled')}
          error={problems.scheduled ?? problems.scheduled_date}
        />
        <Textarea
          label={asAdmin ? t`Message to Client` : t`Message to Admin`}
          optional
          rows={2}
          value={values.admin_message}
          onChange={set('admin_message')}
        />
        {post.platform === 'youtube' && (
          <YoutubeFields
            tags={values.tags}
            privacy={values.privacy}
            onTags={(tags) => set('tags')({ target: { value: tags } })}
            onPrivacy={(privacy) => set('privacy')({ target: { value: privacy } })}
            error={problems.tags}
          />
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">
            <Trans>Images and videos</Trans>
          </legend>
          <ImagePicker
            hint={post.platform === 'tiktok' ? undefined : t`Goes out as: ${summary}`}
            kept={kept}
            onRemoveKept={(id) => setRemoved((current) => [...current, id])}
            files={files}
            onFilesChange={setFiles}
          />
          {problems.images && <p className="text-sm text-red-600">{problems.images}</p>}
          <PlatformWarnings warnings={check.warnings} />
          {!asAdmin && <StorageNotice />}
        </fieldset>
        {error && (
          <Alert tone="error">
            <p>{error}</p>
            {stale && (
              <button type="button" onClick={reloadLatest} className="mt-1 font-semibold underline underline-offset-2">
                <Trans>Reload latest (drops your changes)</Trans>
              </button>
            )}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
