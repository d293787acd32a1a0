import type { MerchantTourPhoto } from '@belizepass/domain';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '~/components/ui/spinner';

/** A photo chosen on this device, waiting to be uploaded with the tour. */
export interface PendingPhoto {
  key: string;
  file: File;
  previewUrl: string;
  alt: string;
}

export function pendingFromFiles(files: File[]): PendingPhoto[] {
  return files.map((file) => ({
    key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
    file,
    previewUrl: URL.createObjectURL(file),
    alt: '',
  }));
}

const ICON_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * The tour's photos: those already saved (make primary, remove) and new files with previews, uploaded
 * after the tour is saved.
 */
export function TourPhotosField({
  saved,
  pending,
  onAdd,
  onPendingChange,
  onRemovePending,
  onMakePrimary,
  onRemoveSaved,
  busyPhotoId,
  error,
  disabled,
}: {
  saved: MerchantTourPhoto[];
  pending: PendingPhoto[];
  onAdd: (files: File[]) => void;
  onPendingChange: (key: string, alt: string) => void;
  onRemovePending: (key: string) => void;
  onMakePrimary: (photo: MerchantTourPhoto) => void;
  onRemoveSaved: (photo: MerchantTourPhoto) => void;
  busyPhotoId: string | null;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const sorted = [...saved].sort(
    (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.display_order - b.display_order,
  );
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-5">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">Photos</legend>
      {sorted.length > 0 && (
        <ul aria-label="Saved photos" className="clear-both grid grid-cols-2 gap-3 sm:grid-cols-3">
          {sorted.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <div className="relative aspect-[3/2] bg-slate-100">
                <img
                  src={photo.thumbnail_url || photo.r2_url}
                  alt={photo.alt_text || `Photo ${index + 1}`}
                  className="size-full object-cover"
                />
                {photo.is_primary && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Primary
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-1.5 p-2">
                {busyPhotoId === photo.id ? (
                  <Spinner label="Updating photo" className="size-5" />
                ) : (
                  <>
                    {!photo.is_primary && (
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        disabled={disabled || busyPhotoId !== null}
                        onClick={() => onMakePrimary(photo)}
                        aria-label={`Make photo ${index + 1} primary`}
                      >
                        <Star aria-hidden="true" className="size-4" />
                        Make primary
                      </button>
                    )}
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      disabled={disabled || busyPhotoId !== null}
                      onClick={() => onRemoveSaved(photo)}
                      aria-label={`Remove photo ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="clear-both">
        <label
          htmlFor={inputId}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600 ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
        >
          <ImagePlus aria-hidden="true" className="size-8 text-slate-400" />
          <span className="font-medium text-brand-700">Tour photos</span>
          <span id={`${inputId}-hint`} className="text-sm text-slate-500">
            PNG, JPG, GIF up to 10MB
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            className="sr-only"
            onChange={(event) => {
              // Copy the files out before clearing the input (its FileList is live).
              const files = Array.from(event.target.files ?? []);
              if (files.length) onAdd(files);
              event.target.value = '';
            }}
          />
        </label>
        {error && (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>

      {pending.length > 0 && (
        <ul aria-label="Photos to upload" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {pending.map((photo, index) => (
            <li key={photo.key} className="flex gap-3 rounded-lg border border-slate-200 p-2">
              <img
                src={photo.previewUrl}
                alt={`Preview of ${photo.file.name}`}
                className="size-20 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="truncate text-sm font-medium text-slate-800">{photo.file.name}</p>
                <label className="block text-xs text-slate-600">
                  <span className="sr-only">Description of new photo {index + 1}</span>
                  <input
                    type="text"
                    value={photo.alt}
                    placeholder="Describe the photo (optional)"
                    maxLength={200}
                    disabled={disabled}
                    onChange={(e) => onPendingChange(photo.key, e.target.value)}
                    className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                  />
                </label>
                <button
                  type="button"
                  className="text-sm font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-50"
                  disabled={disabled}
                  onClick={() => onRemovePending(photo.key)}
                  aria-label={`Remove ${photo.file.name}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
