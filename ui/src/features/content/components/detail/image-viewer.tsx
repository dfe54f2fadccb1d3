import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/use-focus-trap';
import type { ContentImage } from '../../types';

interface Props {
  images: ContentImage[];
  /** The post's name, for the dialog's accessible name. */
  name: string;
  startAt?: number;
  onClose: () => void;
}

/** A post's images one at a time, full size: arrows or the buttons move, Escape closes (spec 000 section 9). */
export function ImageViewer({ images, name, startAt = 0, onClose }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(Math.min(Math.max(0, startAt), images.length - 1));
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, true, onClose);
  const count = images.length;
  const image = images[index];
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
      if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  const number = index + 1;
  if (!image) return null;
  return createPortal(
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={t`Images of ${name}`}
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col bg-slate-950/95 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm text-slate-300" aria-live="polite">
          <Trans>
            Image {number} of {count}
          </Trans>
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white"
          aria-label={t`Close image viewer`}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
        {image.kind === 'video' ? (
          <video
            key={image.id}
            src={image.image_url}
            controls
            preload="metadata"
            playsInline
            muted
            aria-label={image.caption || t`Video ${number} of ${name}`}
            className="max-h-full max-w-full rounded-lg"
          />
        ) : (
          <img
            key={image.id}
            src={image.image_url}
            alt={image.caption || t`Image ${number} of ${name}`}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute left-2 rounded-full bg-black/50 p-2 hover:bg-black/70"
              aria-label={t`Previous image`}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute right-2 rounded-full bg-black/50 p-2 hover:bg-black/70"
              aria-label={t`Next image`}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {image.caption && <p className="px-4 pb-4 text-center text-sm text-slate-300 wrap-anywhere">{image.caption}</p>}
    </div>,
    document.body,
  );
}
