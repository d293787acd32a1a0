import { type DealImageUpload, MAX_IMAGE_BYTES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ImageOff, ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { messageOf, uploadWithProgress } from '~/lib/api-client';

/** A picture the deal can use: one of the merchant's tour photos, or one uploaded here. */
export interface ImageChoice {
  url: string;
  thumbnail: string;
  alt: string;
}

/** Stores one deal image at a time (`POST /api/merchant/upload/deal-image`), with its progress. */
function useDealImageUpload(onUploaded: (url: string) => void, onBusyChange?: (busy: boolean) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function upload(file: File) {
    setDone(false);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(m.errors_image_too_large());
      return;
    }
    setError(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const body = new FormData();
      body.append('image', file);
      const { url } = await uploadWithProgress<DealImageUpload>('/api/merchant/upload/deal-image', body, {
        onProgress: setProgress,
      });
      onUploaded(url);
      setDone(true);
    } catch (failure) {
      setError(messageOf(failure, m.merchant_image_upload_failed()));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  return { upload, progress, error, done, clear: () => setError(null) };
}

const OPTION =
  'relative block cursor-pointer overflow-hidden rounded-lg border-2 bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

/** One picture to choose, as a radio of the deal form's `imageUrl`. */
function ImageOption({
  name,
  form,
  value,
  label,
  checked,
  onSelect,
  disabled,
  children,
}: {
  name: string;
  form: string;
  value: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li>
      <label
        className={`${OPTION} ${checked ? 'border-brand-600 ring-2 ring-brand-200' : 'border-transparent'}`}
      >
        <input
          type="radio"
          name={name}
          form={form}
          value={value}
          checked={checked}
          onChange={onSelect}
          disabled={disabled}
          aria-label={label}
          className="sr-only"
        />
        {children}
        {checked && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {m.merchant_image_chosen()}
          </span>
        )}
      </label>
    </li>
  );
}

/**
 * The deal's picture, posted as the form's `imageUrl` (radios, so the choice works without
 * JavaScript): none (the public card then shows the standard picture), an image uploaded here (with
 * JavaScript) or one of the merchant's tour photos.
 */
export function DealImageField({
  name,
  formId,
  initial,
  photos,
  error,
  disabled,
  onUploadingChange,
}: {
  name: string;
  formId: string;
  initial: string;
  photos: readonly ImageChoice[];
  error?: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so the form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [value, setValue] = useState(initial);
  const [uploaded, setUploaded] = useState(() =>
    initial && !photos.some((p) => p.url === initial) ? initial : '',
  );
  const upload = useDealImageUpload((url) => {
    setUploaded(url);
    setValue(url);
  }, onUploadingChange);
  const busy = disabled || upload.progress !== null;
  const describedBy = [`${id}-hint`, upload.error && `${id}-upload-error`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const radio = { name, form: formId, disabled: busy };

  return (
    <fieldset className="min-w-0 space-y-3 border-t border-slate-200 pt-5" aria-describedby={describedBy}>
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">
        {m.merchant_deal_image()}
      </legend>
      <p id={`${id}-hint`} className="clear-both text-sm text-slate-600">
        {m.merchant_deal_image_hint()}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-56">
          {value ? (
            <img src={value} alt={m.merchant_image_chosen_alt()} className="size-full object-cover" />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-slate-600">
              <ImageOff aria-hidden="true" className="size-6" />
              {m.merchant_no_image()}
            </span>
          )}
          {upload.progress !== null && (
            <span className="absolute inset-x-3 bottom-3 rounded bg-white/90 p-2 text-xs font-medium text-slate-800">
              <progress
                max={1}
                value={upload.progress}
                aria-label={m.merchant_uploading_image()}
                className="block h-2 w-full"
              />
              {m.merchant_uploading_percent({ percent: Math.round(upload.progress * 100) })}
            </span>
          )}
        </div>
        {hydrated && (
          <label
            className={buttonClass(
              { variant: 'secondary' },
              `min-h-11 cursor-pointer self-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                busy ? 'pointer-events-none opacity-60' : ''
              }`,
            )}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {value ? m.merchant_replace_image() : m.merchant_upload_image()}
            <input
              type="file"
              accept="image/*"
              disabled={busy}
              aria-invalid={upload.error ? true : undefined}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload.upload(file);
              }}
            />
          </label>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {upload.done ? m.merchant_image_uploaded() : ''}
      </p>
      {upload.error && (
        <p id={`${id}-upload-error`} role="alert" className="text-sm font-medium text-red-700">
          {upload.error}
        </p>
      )}

      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">
          {photos.length ? m.merchant_or_choose_tour_photo() : m.merchant_or_no_image()}
        </p>
        <ul aria-label={m.merchant_deal_image_choices()} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          <ImageOption
            {...radio}
            value=""
            label={m.merchant_no_image()}
            checked={value === ''}
            onSelect={() => setValue('')}
          >
            <span className="flex aspect-[3/2] w-full items-center justify-center text-xs text-slate-600">
              {m.merchant_no_image()}
            </span>
          </ImageOption>
          {uploaded && (
            <ImageOption
              {...radio}
              value={uploaded}
              label={m.merchant_uploaded_image()}
              checked={value === uploaded}
              onSelect={() => setValue(uploaded)}
            >
              <img src={uploaded} alt="" className="aspect-[3/2] w-full object-cover" />
            </ImageOption>
          )}
          {photos.map((choice) => (
            <ImageOption
              key={choice.url}
              {...radio}
              value={choice.url}
              label={choice.alt}
              checked={value === choice.url}
              onSelect={() => {
                upload.clear();
                setValue(choice.url);
              }}
            >
              <img
                src={choice.thumbnail}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
            </ImageOption>
          ))}
        </ul>
      </div>

      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
