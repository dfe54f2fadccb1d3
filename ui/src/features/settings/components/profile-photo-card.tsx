import { useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/alert';
import { Avatar } from '@/components/avatar';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/constants';
import { useCurrentUser } from '@/lib/session';
import { displayName } from '@/lib/types';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_TEXT } from '../settings-text';

export function ProfilePhotoCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const inputId = useId();
  const update = useUpdateProfile();
  const success = useTimedMessage();
  const [error, setError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    success.clear();
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      setError(t(SETTINGS_TEXT.imageWrongType));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setError(t(SETTINGS_TEXT.imageTooLarge));
      return;
    }
    try {
      // The photo alone: sending the other fields too would put back whatever another tab just changed.
      await update.mutateAsync({ avatar: file });
      success.show(t(SETTINGS_TEXT.profileUpdated));
    } catch (caught) {
      setError(errorMessage(caught, t(SETTINGS_TEXT.profileFailed)));
    }
  }

  return (
    <Card title={t`Profile photo`} description={t`JPG, PNG or GIF, up to 5MB.`}>
      <div className="flex flex-wrap items-center gap-5">
        <Avatar src={user.avatar} name={displayName(user)} size="lg" />
        <div className="space-y-2">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="peer sr-only"
            onChange={(event) => void onFile(event)}
            disabled={update.isPending}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'secondary',
              'md',
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            )}
          >
            {update.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden="true" />}
            {user.avatar ? t`Change photo` : t`Upload photo`}
          </label>
        </div>
      </div>
      {(error || success.message) && (
        <div className="mt-4">
          {error ? <Alert tone="error">{error}</Alert> : <Alert tone="success">{success.message}</Alert>}
        </div>
      )}
    </Card>
  );
}
