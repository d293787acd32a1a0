import type { TourImage } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * Full-screen photo viewer on a native modal dialog: focus stays inside while it is open,
 * Escape closes it, ArrowLeft / ArrowRight move between photos.
 */
export function GalleryViewer({
  images,
  index,
  title,
  onIndexChange,
  onClose,
}: {
  images: TourImage[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const image = images[index];

  // Unmounting removes the dialog from the page, which also ends its modal state.
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  const move = (step: number) => onIndexChange((index + step + count) % count);

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="gallery-viewer-title"
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          move(1);
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          move(-1);
        }
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-black/90"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <h2 id="gallery-viewer-title" className="min-w-0 truncate text-sm font-medium text-white/90">
            {m.tours_viewer_title({ title })}
          </h2>
          <div className="flex shrink-0 items-center gap-3">
            <p
              aria-live="polite"
              aria-atomic="true"
              className="text-sm font-semibold whitespace-nowrap tabular-nums"
            >
              {index + 1} / {count}
            </p>
            <button
              type="button"
              onClick={onClose}
              aria-label={m.tours_viewer_close()}
              className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
          {image && (
            <img
              key={image.url}
              src={image.url}
              alt={image.alt || m.tours_viewer_photo_alt({ title, number: index + 1 })}
              className="max-h-full max-w-full rounded object-contain"
            />
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label={m.tours_viewer_previous()}
                className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/50 p-2 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white sm:left-4"
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label={m.tours_viewer_next()}
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/50 p-2 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white sm:right-4"
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
