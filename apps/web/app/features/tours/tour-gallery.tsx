import { CARD_DEFAULTS, type TourImage } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The full-screen viewer is only needed once a photo is opened: its code loads then.
const GalleryViewer = lazy(() => import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })));

/**
 * Main photo sizes: full width on phones, the left column beside the booking box from md up. The
 * photo has fetchPriority high, so React preloads it (with this srcset) from the document's head.
 */
const MAIN_PHOTO_SIZES = '(min-width: 1280px) 820px, (min-width: 768px) 60vw, 100vw';

/** The `srcset` of a photo: its 480 px thumbnail and its 1200 px full size (both WebP). */
function photoSrcSet(photo: Pick<TourImage, 'url' | 'thumbnailUrl'>): string | undefined {
  return photo.thumbnailUrl && photo.thumbnailUrl !== photo.url
    ? `${photo.thumbnailUrl} 480w, ${photo.url} 1200w`
    : undefined;
}

/**
 * The main photo and a strip of thumbnails. Every photo is a plain link to the full image, so they
 * all stay reachable without JavaScript; with it, thumbnails pick the main photo and the main photo
 * opens the full-screen viewer.
 */
export function TourGallery({ images, title }: { images: TourImage[]; title: string }) {
  const photos: TourImage[] =
    images.length > 0
      ? images
      : [{ url: CARD_DEFAULTS.image, thumbnailUrl: CARD_DEFAULTS.image, alt: title }];
  const [selected, setSelected] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const main = photos[selected] ?? photos[0]!;
  const count = photos.length;

  const openViewer = (index: number, from: HTMLElement) => {
    opener.current = from;
    setViewerIndex(index);
  };
  const closeViewer = () => {
    setViewerIndex(null);
    opener.current?.focus();
  };

  return (
    <div className="space-y-2">
      <a
        href={main.url}
        onClick={(e) => {
          e.preventDefault();
          openViewer(selected, e.currentTarget);
        }}
        aria-label={m.tours_gallery_open({ number: selected + 1, count })}
        className="group relative block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={main.url}
          srcSet={photoSrcSet(main)}
          sizes={MAIN_PHOTO_SIZES}
          alt={main.alt || title}
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] w-full object-cover md:aspect-[16/9]"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 text-sm font-medium text-white group-hover:bg-black/80">
          <Expand aria-hidden="true" className="size-4" />
          {count === 1 ? m.tours_gallery_view_photo() : m.tours_gallery_view_all({ count })}
        </span>
      </a>

      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label={m.tours_gallery_photos()}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <a
                href={photo.url}
                onClick={(e) => {
                  e.preventDefault();
                  setSelected(i);
                }}
                aria-label={m.tours_gallery_show({ number: i + 1, count })}
                aria-current={i === selected ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === selected ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'
                }`}
              >
                <img
                  src={photo.thumbnailUrl || photo.url}
                  alt={photo.alt}
                  width={240}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={photos}
            index={viewerIndex}
            title={title}
            onIndexChange={setViewerIndex}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </div>
  );
}
