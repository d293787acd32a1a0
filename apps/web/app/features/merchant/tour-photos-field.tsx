import type { MerchantTourPhoto } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';

/** A photo chosen on this device, uploaded once the tour is saved. */
export interface PendingPhoto {
  key: string;
  file: File;
  previewUrl: string;
  alt: string;
  /** Fraction sent while it uploads. */
  progress?: number;
}

export function pendingFromFiles(files: File[]): PendingPhoto[] {
  return files.map((file) => ({
    key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
    file,
    previewUrl: URL.createObjectURL(file),
    alt: '',
  }));
}

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * The tour's photos: those already saved (make primary, remove: small posts to the route action
 * through `photoFormId`, a form outside the tour form) and new files with previews, uploaded after
 * the tour is saved. Choosing files needs JavaScript.
 */
export function TourPhotosField({
  formId,
  photoFormId,
  saved,
  pending,
  onAdd,
  onPendingChange,
  onRemovePending,
  busyPhotoId,
  error,
  disabled,
}: {
  /** The tour form: its hidden `image` counts the photos, for "Tour image is required". */
  formId: string;
  photoFormId: string | null;
  saved: MerchantTourPhoto[];
  pending: PendingPhoto[];
  onAdd: (files: File[]) => void;
  onPendingChange: (key: string, alt: string) => void;
  onRemovePending: (key: string) => void;
  busyPhotoId: string | null;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hydrated = useHydrated();
  const sorted = [...saved].sort(
    (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.display_order - b.display_order,
  );
  return (
    <fieldset className="min-w-0 space-y-3 border-t border-slate-200 pt-5">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">
        {m.merchant_photos()}
      </legend>
      <input type="hidden" name="image" form={formId} value={saved.length + pending.length > 0 ? '1' : ''} />
      {sorted.length > 0 && (
        <ul
          aria-label={m.merchant_saved_photos()}
          className="clear-both grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {sorted.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <div className="relative aspect-[3/2] bg-slate-100">
                <img
                  src={photo.thumbnail_url || photo.r2_url}
                  alt={photo.alt_text || m.merchant_photo_number({ number: index + 1 })}
                  className="size-full object-cover"
                />
                {photo.is_primary && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {m.merchant_photo_primary()}
                  </span>
                )}
              </div>
              {photoFormId && (
                <div className="flex flex-wrap gap-1.5 p-2">
                  {busyPhotoId === photo.id ? (
                    <Spinner label={m.merchant_updating_photo()} className="size-5" />
                  ) : (
                    <>
                      {!photo.is_primary && (
                        <button
                          type="submit"
                          form={photoFormId}
                          name="photo_op"
                          value={`primary:${photo.id}`}
                          className={SMALL_BUTTON}
                          disabled={disabled || busyPhotoId !== null}
                          aria-label={m.merchant_make_photo_primary({ number: index + 1 })}
                        >
                          <Star aria-hidden="true" className="size-4" />
                          {m.merchant_make_primary()}
                        </button>
                      )}
                      <button
                        type="submit"
                        form={photoFormId}
                        name="photo_op"
                        value={`remove:${photo.id}`}
                        className={SMALL_BUTTON}
                        disabled={disabled || busyPhotoId !== null}
                        aria-label={m.merchant_remove_photo({ number: index + 1 })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {m.merchant_remove()}
                      </button>
                    </>
                  )}
                </div>
              )}
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
          <span className="font-medium text-brand-700">{m.merchant_tour_photos()}</span>
          <span id={`${inputId}-hint`} className="text-sm text-slate-500">
            {hydrated ? m.merchant_image_types_hint() : m.merchant_photos_need_js()}
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled || !hydrated}
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
        <ul aria-label={m.merchant_photos_to_upload()} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {pending.map((photo, index) => (
            <li key={photo.key} className="flex gap-3 rounded-lg border border-slate-200 p-2">
              <img
                src={photo.previewUrl}
                alt={m.merchant_preview_of_file({ file: photo.file.name })}
                className="size-20 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="truncate text-sm font-medium text-slate-800">{photo.file.name}</p>
                {photo.progress !== undefined ? (
                  <div>
                    <progress
                      max={1}
                      value={photo.progress}
                      aria-label={m.merchant_uploading_file({ file: photo.file.name })}
                      className="h-2 w-full accent-brand-600"
                    />
                    <p className="text-xs text-slate-600">
                      {m.merchant_uploading_percent({ percent: Math.round(photo.progress * 100) })}
                    </p>
                  </div>
                ) : (
                  <>
                    <label className="block text-xs text-slate-600">
                      <span className="sr-only">
                        {m.merchant_new_photo_description({ number: index + 1 })}
                      </span>
                      <input
                        type="text"
                        value={photo.alt}
                        placeholder={m.merchant_describe_photo()}
                        maxLength={200}
                        disabled={disabled}
                        onChange={(e) => onPendingChange(photo.key, e.target.value)}
                        className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                      />
                    </label>
                    <button
                      type="button"
                      className="min-h-11 text-sm font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-50"
                      disabled={disabled}
                      onClick={() => onRemovePending(photo.key)}
                      aria-label={m.merchant_remove_file({ file: photo.file.name })}
                    >
                      {m.merchant_remove()}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
