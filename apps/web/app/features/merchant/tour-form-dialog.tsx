import { MERCHANT_TOUR_MESSAGES, type MerchantTour, type MerchantTourPhoto } from '@belizepass/domain';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError } from '~/features/auth/auth-client';
import { DeparturesDialog } from './departures-dialog';
import {
  TourBasicsFields,
  TourPlanFields,
  TourScheduleFields,
  TourVisibilityFields,
} from './tour-form-fields';
import {
  EMPTY_TOUR_FORM,
  fieldOf,
  type TourFormErrors,
  type TourFormValues,
  validateTourForm,
  valuesFromTour,
} from './tour-form-values';
import { type PendingPhoto, pendingFromFiles, TourPhotosField } from './tour-photos-field';
import { createTour, makePhotoPrimary, removePhoto, updateTour, uploadTourImage } from './tours-api';

/** 'Failed to save tour: {server message}', else the spec's fallback (section 8). */
function saveFailure(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message ? `Failed to save tour: ${message}` : MERCHANT_TOUR_MESSAGES.saveFailed;
}

function serverFieldErrors(error: unknown): TourFormErrors {
  const errors: TourFormErrors = {};
  if (!(error instanceof AuthClientError)) return errors;
  for (const issue of error.details) {
    const field = fieldOf(issue.field);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface SavedTour {
  tour: MerchantTour;
  created: boolean;
}

/**
 * The add/edit tour modal (spec 2.13, 5, 8): every field checked on submit with the shared schema,
 * then the tour saved and each chosen photo uploaded. On a failure the modal stays open.
 */
export function TourFormDialog({
  open,
  tour: initialTour,
  onClose,
  onSaved,
  onChanged,
}: {
  open: boolean;
  tour: MerchantTour | null;
  onClose: () => void;
  onSaved: (result: SavedTour) => void;
  /** Something was saved on the server (photos, or the tour before a failed upload). */
  onChanged: () => void;
}) {
  const [tour, setTour] = useState<MerchantTour | null>(initialTour);
  const [created, setCreated] = useState(false);
  const [values, setValues] = useState<TourFormValues>(EMPTY_TOUR_FORM);
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [saved, setSaved] = useState<MerchantTourPhoto[]>([]);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyPhotoId, setBusyPhotoId] = useState<string | null>(null);
  const [showDates, setShowDates] = useState(false);
  const [focusErrors, setFocusErrors] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  // A fresh form each time the modal opens.
  useEffect(() => {
    if (!open) return;
    setTour(initialTour);
    setCreated(false);
    setValues(initialTour ? valuesFromTour(initialTour) : EMPTY_TOUR_FORM);
    setSaved(initialTour?.photos ?? []);
    setErrors({});
    setFailure(null);
    setPending([]);
    setShowDates(false);
  }, [open, initialTour]);

  // Previews hold memory until their object URLs are revoked.
  useEffect(() => {
    if (open) return;
    for (const photo of pendingRef.current) URL.revokeObjectURL(photo.previewUrl);
  }, [open]);
  useEffect(
    () => () => {
      for (const photo of pendingRef.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  useEffect(() => {
    if (focusErrors === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  function set<K extends keyof TourFormValues>(field: K, value: TourFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field clears its error (spec section 5); Active stands for the status field.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function addFiles(files: File[]) {
    const added = pendingFromFiles(files);
    setPending((p) => [...p, ...added]);
    setErrors((e) => ({ ...e, image: undefined }));
  }

  function removePending(key: string) {
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((p) => p.key !== key);
    });
  }

  async function photoAction(photo: MerchantTourPhoto, action: 'primary' | 'remove') {
    if (!tour) return;
    setBusyPhotoId(photo.id);
    setFailure(null);
    try {
      if (action === 'primary') {
        await makePhotoPrimary(tour.id, photo.id);
        setSaved((list) => list.map((p) => ({ ...p, is_primary: p.id === photo.id })));
      } else {
        await removePhoto(tour.id, photo.id);
        setSaved((list) => list.filter((p) => p.id !== photo.id));
      }
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'The photo could not be changed.');
    } finally {
      setBusyPhotoId(null);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = validateTourForm(values, {
      needsImage: !tour && saved.length === 0 && pending.length === 0,
    });
    if (result.errors) {
      setErrors(result.errors);
      setFocusErrors((n) => n + 1);
      return;
    }
    setBusy(true);
    let current = tour;
    let isNew = created;
    try {
      try {
        const response = current
          ? await updateTour(current.id, result.input)
          : await createTour(result.input);
        isNew = isNew || !current;
        current = response.tour;
        setTour(current);
        setCreated(isNew);
        setSaved(current.photos);
      } catch (error) {
        setErrors(serverFieldErrors(error));
        setFailure(saveFailure(error));
        setFocusErrors((n) => n + 1);
        return;
      }
      let photos = current.photos;
      for (const photo of pendingRef.current) {
        try {
          const { image } = await uploadTourImage({
            tourId: current.id,
            file: photo.file,
            altText: photo.alt || current.title,
            isPrimary: !photos.some((p) => p.is_primary),
            displayOrder: photos.length,
          });
          photos = [
            ...photos.map((p) => (image.is_primary ? { ...p, is_primary: false } : p)),
            { ...image, thumbnail_url: image.r2_url },
          ];
          setSaved(photos);
          removePending(photo.key);
        } catch (error) {
          // The tour itself is saved: the modal now edits it, and the failed photo can be retried.
          onChanged();
          setFailure(
            `The tour was saved, but ${photo.file.name} was not uploaded: ${
              error instanceof Error && error.message ? error.message : 'please try again.'
            }`,
          );
          return;
        }
      }
      onSaved({ tour: { ...current, photos }, created: isNew });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={initialTour ? 'Edit Tour' : 'Add New Tour'}
      size="lg"
      dismissible={!busy}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        {failure && <Banner>{failure}</Banner>}
        <fieldset disabled={busy} className="space-y-5">
          <TourBasicsFields values={values} errors={errors} set={set} />
          <TourScheduleFields values={values} errors={errors} set={set} />
          <TourPlanFields values={values} errors={errors} set={set} />
          <TourVisibilityFields values={values} set={set} />
        </fieldset>
        <TourPhotosField
          saved={saved}
          pending={pending}
          onAdd={addFiles}
          onPendingChange={(key, alt) =>
            setPending((list) => list.map((p) => (p.key === key ? { ...p, alt } : p)))
          }
          onRemovePending={removePending}
          onMakePrimary={(photo) => photoAction(photo, 'primary')}
          onRemoveSaved={(photo) => photoAction(photo, 'remove')}
          busyPhotoId={busyPhotoId}
          error={errors.image}
          disabled={busy}
        />
        {tour && (
          <div className="border-t border-slate-200 pt-5">
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => setShowDates(true)}
              disabled={busy}
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Manage dates
            </Button>
          </div>
        )}
        <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 pt-3 pb-1 sm:-mx-6 sm:px-6">
          {busy && (
            <span className="mr-auto flex items-center gap-2 text-slate-700">
              <Spinner label="Saving tour..." className="size-5" />
              <span aria-hidden="true">Saving tour...</span>
            </span>
          )}
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" disabled={busy}>
            Save Tour
          </Button>
        </div>
      </form>
      {tour && <DeparturesDialog open={showDates} tour={tour} onClose={() => setShowDates(false)} />}
    </Dialog>
  );
}
