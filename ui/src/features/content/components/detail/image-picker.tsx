import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/alert';
import type { ContentImage } from '../../types';
import { checkImageFiles, formatFileSize, IMAGE_ACCEPT, MAX_IMAGES } from '../client/image-files';
import { MediaThumb } from './media-thumb';

interface Props {
  /** Images the post already has and keeps (an edit); empty on the create screen. */
  kept?: ContentImage[];
  onRemoveKept?: (id: number) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  hint?: string;
}

/** Object URLs for the chosen files' previews, released when the files change or the picker goes. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Choose several images or videos, see them, take any back out; refusals (size, type, count) are said by
 * name. `hint`, when given, says what the post's platform takes.
 */
export function ImagePicker({ kept = [], onRemoveKept, files, onFilesChange, hint }: Props) {
  const inputId = useId();
  const { t } = useLingui();
  const [problems, setProblems] = useState<string[]>([]);
  const previews = usePreviews(files);
  const total = kept.length + files.length;

  function add(chosen: FileList | null) {
    const check = checkImageFiles(total, Array.from(chosen ?? []));
    setProblems(check.problems);
    if (check.accepted.length > 0) onFilesChange([...files, ...check.accepted]);
  }

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center hover:border-brand-400 hover:bg-brand-50/40 focus-within:border-brand-500"
      >
        <ImagePlus className="size-7 text-slate-400" aria-hidden="true" />
        <span className="text-sm font-semibold text-brand-700">
          <Trans>Choose images or videos</Trans>
        </span>
        <span className="text-xs text-slate-500">
          <Trans>JPEG, PNG, GIF or WebP up to 10MB; MP4 or MOV up to 1GB; at most {MAX_IMAGES} per post</Trans>
        </span>
        {hint && <span className="text-xs font-medium text-slate-700">{hint}</span>}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          className="sr-only"
          // Reset so choosing the same file again after removing it still fires a change.
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
          disabled={total >= MAX_IMAGES}
        />
      </label>
      {problems.length > 0 && (
        <Alert tone="error">
          {problems.map((problem) => (
            <p key={problem} className="wrap-anywhere">
              {problem}
            </p>
          ))}
        </Alert>
      )}
      {total > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t`Chosen images`}>
          {kept.map((image, index) => {
            const number = index + 1;
            return (
              <Preview
                key={`kept-${image.id}`}
                src={image.thumbnail_url}
                video={image.kind === 'video'}
                label={
                  image.caption || (image.kind === 'video' ? t`Current video ${number}` : t`Current image ${number}`)
                }
                onRemove={onRemoveKept ? () => onRemoveKept(image.id) : undefined}
              />
            );
          })}
          {files.map((file, index) => (
            <Preview
              key={`${file.name}-${index}`}
              src={previews[index]}
              video={file.type.startsWith('video/')}
              label={file.name}
              detail={formatFileSize(file.size)}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500" aria-live="polite">
        <Trans>
          {total} of {MAX_IMAGES} images and videos
        </Trans>
      </p>
    </div>
  );
}

function Preview({
  src,
  video,
  label,
  detail,
  onRemove,
}: {
  src: string | undefined;
  video: boolean;
  label: string;
  detail?: string;
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  return (
    <li className="relative min-w-0">
      <MediaThumb
        src={src}
        video={video}
        controls={false}
        label={label}
        className="aspect-square w-full overflow-hidden rounded-lg object-cover ring-1 ring-slate-200"
      />
      <p className="mt-1 truncate text-xs text-slate-600" title={label}>
        {label}
      </p>
      {detail && <p className="text-xs text-slate-500">{detail}</p>}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="absolute top-1 right-1 rounded-full bg-slate-900/70 p-1 text-white hover:bg-slate-900"
          aria-label={t`Remove ${label}`}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
