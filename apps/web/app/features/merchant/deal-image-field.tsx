import { MAX_IMAGE_BYTES } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { fetchMerchantTours, merchantToursKey } from './tours-api';
import { uploadDealImage } from './upload-api';

interface ImageChoice {
  url: string;
  thumbnail: string;
  alt: string;
}

/** Every photo of the merchant's tours, once each. */
function useTourPhotos() {
  return useQuery({
    queryKey: [...merchantToursKey, 'photos'],
    queryFn: ({ signal }) => fetchMerchantTours({}, signal),
    select: (data): ImageChoice[] => {
      const seen = new Set<string>();
      return data.tours.flatMap((tour) =>
        tour.photos.flatMap((photo) => {
          if (seen.has(photo.r2_url)) return [];
          seen.add(photo.r2_url);
          return [
            {
              url: photo.r2_url,
              thumbnail: photo.thumbnail_url || photo.r2_url,
              alt: photo.alt_text ? `${tour.title}: ${photo.alt_text}` : `Photo of ${tour.title}`,
            },
          ];
        }),
      );
    },
  });
}

const TOO_LARGE = 'The image is larger than 10 MB. Please choose a smaller file.';
const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** Uploads one file at a time; `uploading` and `error` describe the latest attempt. */
function useDealImageUpload(onUploaded: (url: string) => void, onBusyChange?: (busy: boolean) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function upload(file: File) {
    setDone(false);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(TOO_LARGE);
      return;
    }
    setError(null);
    setUploading(true);
    onBusyChange?.(true);
    try {
      const { url } = await uploadDealImage(file);
      onUploaded(url);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : UPLOAD_FAILED);
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  }

  function clear() {
    setError(null);
    setDone(false);
  }

  return { upload, uploading, error, done, clear };
}

const OPTION =
  'relative block cursor-pointer overflow-hidden rounded-lg border-2 bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

function TourPhotoChoice({
  name,
  choice,
  checked,
  onSelect,
  disabled,
}: {
  name: string;
  choice: ImageChoice;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <li>
      <label
        className={`${OPTION} ${checked ? 'border-brand-600 ring-2 ring-brand-200' : 'border-transparent'}`}
      >
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onSelect}
          disabled={disabled}
          aria-label={choice.alt}
          className="sr-only"
        />
        <img
          src={choice.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full object-cover"
        />
        {checked && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Chosen
          </span>
        )}
      </label>
    </li>
  );
}

/**
 * The deal's picture: a photo uploaded here, one of the merchant's tour photos, or none (the public
 * card then shows the standard picture). Deal images must be uploaded images.
 */
export function DealImageField({
  value,
  onChange,
  error,
  disabled,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const photos = useTourPhotos();
  const choices = photos.data ?? [];
  const upload = useDealImageUpload(onChange, onUploadingChange);
  const busy = disabled || upload.uploading;
  const uploadError = upload.error;
  const describedBy = [`${id}-hint`, uploadError && `${id}-upload-error`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-5" aria-describedby={describedBy}>
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">Deal image</legend>
      <p id={`${id}-hint`} className="clear-both text-sm text-slate-600">
        Upload a photo (JPG, PNG, WebP or GIF, up to 10 MB) or choose one of your tour photos. Without an
        image the deal shows a standard picture.
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-56">
          {value ? (
            <img src={value} alt="Chosen for this deal" className="size-full object-cover" />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-slate-600">
              <ImageOff aria-hidden="true" className="size-6" />
              No image
            </span>
          )}
          {upload.uploading && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70">
              <Spinner label="Uploading image" className="size-7" />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={buttonClass(
              { variant: 'secondary' },
              `min-h-11 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                busy ? 'pointer-events-none opacity-60' : ''
              }`,
            )}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {value ? 'Replace image' : 'Upload image'}
            <input
              type="file"
              accept="image/*"
              disabled={busy}
              aria-invalid={uploadError ? true : undefined}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload.upload(file);
              }}
            />
          </label>
          {value && (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={busy}
              onClick={() => {
                upload.clear();
                onChange('');
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove image
            </Button>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {upload.done ? 'Image uploaded.' : ''}
      </p>
      {uploadError && (
        <p id={`${id}-upload-error`} role="alert" className="text-sm font-medium text-red-700">
          {uploadError}
        </p>
      )}

      {photos.isPending ? (
        <Spinner label="Loading your tour photos" className="size-6" />
      ) : photos.isError ? (
        <p className="text-sm text-amber-800">
          Your tour photos could not be loaded; you can still upload an image.
        </p>
      ) : (
        choices.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">Or choose one of your tour photos</p>
            <ul aria-label="Your tour photos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {choices.map((choice) => (
                <TourPhotoChoice
                  key={choice.url}
                  name={id}
                  choice={choice}
                  checked={value === choice.url}
                  onSelect={() => {
                    upload.clear();
                    onChange(choice.url);
                  }}
                  disabled={busy}
                />
              ))}
            </ul>
          </div>
        )
      )}

      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
