import { useLingui } from '@lingui/react/macro';
import { Input, Select } from '@/components/input';
import { PRIVACY_LABELS, type Privacy } from '../types';

/** A YouTube post's tags (typed as one comma-separated line) and privacy, in every post form. */
export function YoutubeFields({
  tags,
  privacy,
  onTags,
  onPrivacy,
  error,
}: {
  tags: string;
  privacy: Privacy;
  onTags: (tags: string) => void;
  onPrivacy: (privacy: Privacy) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Input
        label={t`Tags`}
        optional
        placeholder={t`launch, spring, behind the scenes`}
        value={tags}
        onChange={(event) => onTags(event.target.value)}
        error={error}
        hint={t`Separate tags with commas; at most 500 characters in all.`}
      />
      <Select label={t`Privacy`} value={privacy} onChange={(event) => onPrivacy(event.target.value as Privacy)}>
        {(Object.keys(PRIVACY_LABELS) as Privacy[]).map((option) => (
          <option key={option} value={option}>
            {t(PRIVACY_LABELS[option])}
          </option>
        ))}
      </Select>
    </div>
  );
}
