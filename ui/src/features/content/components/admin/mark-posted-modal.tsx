import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { fieldErrors, saveErrorMessage } from '@/lib/api-errors';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useMarkPosted } from '../../api/mark-posted';
import type { ContentPost } from '../../types';
import { postName } from '../detail/post-format';
import { EMPTY_MARK_POSTED, toMarkPostedInput, validateMarkPosted, type MarkPostedValues } from './mark-posted-form';

const METRICS = [
  ['likes', msg`Likes`],
  ['comments', msg`Comments`],
  ['shares', msg`Shares`],
  ['views', msg`Views`],
] as const;

/** Records where an approved post went live and its first numbers; mounted only while open. */
export function MarkPostedModal({
  post,
  onClose,
  onDone,
}: {
  post: ContentPost;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<MarkPostedValues>(EMPTY_MARK_POSTED);
  const [errors, setErrors] = useState<Partial<Record<keyof MarkPostedValues, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkPosted();
  const set = (key: keyof MarkPostedValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = useSubmitOnce(async () => {
    const found = validateMarkPosted(values);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await mark.mutateAsync({ id: post.id, ...toMarkPostedInput(values) });
      onDone();
      onClose();
    } catch (caught) {
      setErrors(fieldErrors(caught));
      setError(saveErrorMessage(caught, t`Failed to mark as posted`, t`post`));
    }
  });

  return (
    <Modal open onClose={onClose} title={t`Mark as Posted`} description={<bdi>{postName(post)}</bdi>}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <Input
          label={t`Post URL`}
          type="url"
          inputMode="url"
          placeholder="https://www.instagram.com/p/..."
          value={values.post_url}
          onChange={(e) => set('post_url', e.target.value)}
          error={errors.post_url}
          data-autofocus
        />
        <div className="grid grid-cols-2 gap-4">
          {METRICS.map(([key, label]) => (
            <Input
              key={key}
              label={t(label)}
              inputMode="numeric"
              placeholder="0"
              value={values[key]}
              onChange={(e) => set(key, e.target.value)}
              error={errors[key]}
            />
          ))}
        </div>
        <p className="text-xs text-slate-500">
          <Trans>Counts left empty or not a number are saved as 0.</Trans>
        </p>
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mark.isPending}>
            <Trans>Mark as Posted</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
