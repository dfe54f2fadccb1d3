import { Trans, useLingui } from '@lingui/react/macro';
import { Film } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * One image or video of a post. A video's links are the video file itself, so it plays in place (muted,
 * only its first frame loaded until played); `controls` off where the thumbnail is itself a button.
 */
export function MediaThumb({
  src,
  video,
  className,
  controls = true,
  label = '',
}: {
  src: string | undefined;
  video: boolean;
  className?: string;
  controls?: boolean;
  label?: string;
}) {
  const { t } = useLingui();
  if (!video) return <img src={src} alt={label} className={className} loading="lazy" />;
  return (
    <span className={cn('relative block bg-slate-900', className)}>
      <video
        src={src}
        controls={controls}
        preload="metadata"
        playsInline
        muted
        aria-label={label || t`Video`}
        className="size-full object-cover"
      />
      {!controls && (
        <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-1.5 py-0.5 text-[11px] font-semibold text-white">
          <Film className="size-3" aria-hidden="true" />
          <Trans>Video</Trans>
        </span>
      )}
    </span>
  );
}
