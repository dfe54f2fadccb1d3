import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { ReviewPost } from '../types';

type Image = ReviewPost['images'][number];

/** The image's own proportions reserved before it loads, so nothing below it moves. */
function ratio(image: Image): string {
  return image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '1 / 1';
}

/**
 * A post's images as they will go out: the first one large, the others in a row below. Each opens full size
 * in a new tab. URLs are signed and short-lived, so they always come from the latest answer. The page's
 * first image is its largest paint on a phone: `first` asks for it before anything else.
 */
export function ReviewImages({
  images,
  name,
  first: lead = false,
}: {
  images: Image[];
  name: string;
  first?: boolean;
}) {
  const { t } = useLingui();
  const [first, ...rest] = images;
  if (!first) return null;
  const count = images.length;
  const openLabel = (position: number) => t`Open image ${position} of ${count} of ${name} full size`;
  return (
    <div className="space-y-1.5">
      <a
        href={first.image_url}
        target="_blank"
        rel="noreferrer"
        className="block overflow-hidden bg-slate-100"
        aria-label={openLabel(1)}
      >
        <img
          src={first.thumbnail_url}
          srcSet={`${first.thumbnail_url} 480w, ${first.image_url} ${first.width}w`}
          sizes="(min-width: 640px) 640px, 100vw"
          width={first.width || undefined}
          height={first.height || undefined}
          alt={first.caption}
          fetchPriority={lead ? 'high' : 'auto'}
          loading={lead ? 'eager' : 'lazy'}
          style={{ aspectRatio: ratio(first) }}
          className="max-h-[70vh] w-full object-contain"
        />
      </a>
      {rest.length > 0 && (
        <ul className={cn('grid gap-1.5 px-4 sm:px-5', rest.length === 1 ? 'grid-cols-2' : 'grid-cols-3')}>
          {rest.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.image_url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
                aria-label={openLabel(index + 2)}
              >
                <img
                  src={image.thumbnail_url}
                  alt={image.caption}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
