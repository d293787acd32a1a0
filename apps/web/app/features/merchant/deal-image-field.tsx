import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '~/components/ui/spinner';
import { fetchMerchantTours, merchantToursKey } from './tours-api';

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

const OPTION =
  'relative block cursor-pointer overflow-hidden rounded-lg border-2 bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

function Choice({
  name,
  checked,
  onSelect,
  disabled,
  label,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  label: string;
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
          checked={checked}
          onChange={onSelect}
          disabled={disabled}
          aria-label={label}
          className="sr-only"
        />
        {children}
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
 * The deal's picture, chosen among the photos already uploaded to the merchant's tours (deal images
 * must be uploaded images), or none: the public card then shows the standard picture.
 */
export function DealImageField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const photos = useTourPhotos();
  const choices = photos.data ?? [];
  const current = value && !choices.some((c) => c.url === value) ? value : null;
  return (
    <fieldset
      className="space-y-3 border-t border-slate-200 pt-5"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">Deal image</legend>
      <p id={`${id}-hint`} className="clear-both text-sm text-slate-600">
        Choose one of your tour photos (add photos to a tour under My Tours), or no image.
      </p>
      {photos.isPending ? (
        <Spinner label="Loading your photos" className="size-6" />
      ) : (
        <ul aria-label="Deal image choices" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          <Choice
            name={id}
            checked={!value}
            onSelect={() => onChange('')}
            disabled={disabled}
            label="No image"
          >
            <span className="flex aspect-[3/2] flex-col items-center justify-center gap-1 text-sm text-slate-600">
              <ImageOff aria-hidden="true" className="size-6" />
              No image
            </span>
          </Choice>
          {current && (
            <Choice
              name={id}
              checked
              onSelect={() => onChange(current)}
              disabled={disabled}
              label="Current image"
            >
              <img src={current} alt="" className="aspect-[3/2] w-full object-cover" />
            </Choice>
          )}
          {choices.map((choice) => (
            <Choice
              key={choice.url}
              name={id}
              checked={value === choice.url}
              onSelect={() => onChange(choice.url)}
              disabled={disabled}
              label={choice.alt}
            >
              <img
                src={choice.thumbnail}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
            </Choice>
          ))}
        </ul>
      )}
      {photos.isError && (
        <p className="text-sm text-amber-800">
          Your tour photos could not be loaded; you can save without an image.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
