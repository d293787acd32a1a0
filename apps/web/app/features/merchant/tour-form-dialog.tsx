import { type MerchantTour, TOUR_REVIEWED_FIELDS, type UploadedImageResponse } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarDays } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { messageOf, uploadWithProgress } from '~/lib/api-client';
import { DialogActions, FetcherSchemaForm, FormDialog, useFormAnswer } from './console-dialog';
import { DeparturesToMove } from './departures-to-move';
import type { SimpleResult } from './merchant.server';
import { ReviewNotice } from './review-notice';
import { TranslationStatus } from './spanish-fields';
import { TourFaqFields } from './tour-faq-fields';
import {
  TourBasicsFields,
  type TourFields,
  TourPlanFields,
  TourScheduleFields,
  TourVisibilityFields,
} from './tour-form-fields';
import { tourFormDefaults, tourFormSchema } from './tour-form-schema';
import {
  GuestTypesFields,
  type ModelField,
  PickupFields,
  PriceRulesFields,
  SeasonsFields,
} from './tour-model-fields';
import { type PendingPhoto, pendingFromFiles, TourPhotosField } from './tour-photos-field';
import type { TourSaveAnswer } from './tours.server';

/** `POST /api/merchant/upload/image` (spec section 7): one photo of a saved tour, with progress. */
function uploadTourPhoto(
  tourId: string,
  photo: PendingPhoto,
  order: number,
  primary: boolean,
  onProgress: (f: number) => void,
) {
  const body = new FormData();
  // Text fields first: a streaming multipart reader sees them before the file.
  body.append('tour_id', tourId);
  if (photo.alt.trim()) body.append('alt_text', photo.alt.trim());
  body.append('is_primary', String(primary));
  body.append('display_order', String(order));
  body.append('image', photo.file);
  return uploadWithProgress<UploadedImageResponse>('/api/merchant/upload/image', body, { onProgress });
}

/**
 * The tour form: checked with the shared schema in the browser and by the route action, which saves
 * the tour; then each chosen photo is uploaded with its progress. On a failure it stays open, and a
 * tour already saved is edited from then on.
 */
function TourForm({
  tour: opened,
  findTour,
  datesHref,
  closeHref,
  onClose,
  onBusyChange,
}: {
  tour: MerchantTour | null;
  findTour: (id: string) => MerchantTour | null;
  datesHref: (id: string) => string;
  closeHref: string;
  onClose: (notice?: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { fetcher, answer, settled, pending: saving } = useFormAnswer<TourSaveAnswer>('save');
  const photoFetcher = useFetcher<SimpleResult>();
  const { revalidate } = useRevalidator();
  const [savedId, setSavedId] = useState<string | null>(null);
  const tour = (savedId ? findTour(savedId) : null) ?? (savedId ? (answer?.tour ?? null) : opened);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const handled = useRef<unknown>(null);

  const formId = `tour-form-${opened?.id ?? 'new'}`;
  const [form, fields] = useSchemaForm(tourFormSchema, {
    id: formId,
    lastResult: answer?.result,
    // The weekdays are a list; the form helper's type knows text fields only.
    defaultValue: tourFormDefaults(opened) as unknown as Record<string, string>,
  });
  // Saved with departures that keep a time the schedule no longer offers: shown before closing.
  const [toMove, setToMove] = useState<{ tour: MerchantTour; notice?: string } | null>(null);
  const busy = saving || uploading;
  const photoCount = (tour?.photos.length ?? 0) + pending.length;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Previews hold memory until their object URLs are revoked.
  useEffect(
    () => () => {
      for (const photo of pendingRef.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  // Choosing photos or days after a failed save checks that part again.
  const { validate } = form;
  const imageInvalid = Boolean(fields.image.errors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo count is what asks again
  useEffect(() => {
    if (imageInvalid) validate({ name: 'image' });
  }, [photoCount, imageInvalid, validate]);

  const removePending = useCallback(
    (key: string) =>
      setPending((list) => {
        const gone = list.find((p) => p.key === key);
        if (gone) URL.revokeObjectURL(gone.previewUrl);
        return list.filter((p) => p.key !== key);
      }),
    [],
  );

  // Saved: upload the chosen photos, then close with the notice.
  useEffect(() => {
    const done = settled;
    if (!done?.tour || handled.current === done) return;
    handled.current = done;
    const saved = done.tour;
    setSavedId(saved.id);
    setFailure(null);
    void (async () => {
      const queue = pendingRef.current;
      if (queue.length) setUploading(true);
      let hasPrimary = saved.photos.some((p) => p.is_primary);
      let order = saved.photos.length;
      try {
        for (const photo of queue) {
          const progress = (fraction: number) =>
            setPending((list) => list.map((p) => (p.key === photo.key ? { ...p, progress: fraction } : p)));
          progress(0);
          try {
            const { image } = await uploadTourPhoto(saved.id, photo, order, !hasPrimary, progress);
            hasPrimary ||= image.is_primary;
            order += 1;
            removePending(photo.key);
          } catch (error) {
            setPending((list) => list.map((p) => (p.key === photo.key ? { ...p, progress: undefined } : p)));
            setFailure(
              m.merchant_tour_photo_upload_failed({
                file: photo.file.name,
                message: messageOf(error, m.merchant_please_try_again()),
              }),
            );
            await revalidate();
            return;
          }
        }
        if (queue.length) await revalidate();
        if (saved.departures_to_move?.length) setToMove({ tour: saved, notice: done.notice });
        else onClose(done.notice);
      } finally {
        setUploading(false);
      }
    })();
  }, [settled, revalidate, onClose, removePending]);

  const photoFailure = photoFetcher.data && !photoFetcher.data.ok ? photoFetcher.data.message : null;
  const busyPhoto = photoFetcher.formData?.get('photo_op');
  const photoFormId = `${formId}-photos`;
  const all = fields as unknown as TourFields;
  const model = fields as unknown as Record<string, ModelField>;
  if (toMove) {
    return (
      <div className="space-y-4">
        {toMove.notice && <Banner tone="success">{toMove.notice}</Banner>}
        <DeparturesToMove tour={toMove.tour} />
        <div className="flex justify-end">
          <Button className="min-h-11" onClick={() => onClose(toMove.notice)}>
            {m.web_model_op_done()}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      {tour && (
        <photoFetcher.Form id={photoFormId} method="post" className="hidden">
          <input type="hidden" name="intent" value="photo" />
          <input type="hidden" name="id" value={tour.id} />
        </photoFetcher.Form>
      )}
      <FetcherSchemaForm form={form} fetcher={fetcher} intent="save">
        <input type="hidden" name="id" value={tour?.id ?? ''} />
        {/* Enter in a field saves: the form's first submit button, before the rows' add and remove. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
        {(failure || photoFailure) && <Banner>{failure ?? photoFailure}</Banner>}
        <ReviewNotice
          revision={tour?.revision ?? null}
          fields={TOUR_REVIEWED_FIELDS}
          detail={m.merchant_revision_waiting_detail()}
          rejectedText={m.merchant_revision_rejected_text()}
        />
        <fieldset disabled={busy} className="min-w-0 space-y-5">
          <TranslationStatus fields={fields} form="tour" saved={Boolean(tour)} />
          <TourBasicsFields fields={fields} />
          <TourScheduleFields fields={all} form={form} />
          <SeasonsFields form={form} field={model.seasons!} />
          <PriceRulesFields form={form} field={model.price_rules!} />
          <GuestTypesFields field={model.guest_types!} price={model.price!} />
          <PickupFields form={form} mode={model.pickup_mode!} zones={model.pickup_zones!} />
          <TourPlanFields fields={fields} form={form} />
          <TourFaqFields form={form} field={model.faq!} />
          <TourVisibilityFields fields={fields} />
        </fieldset>
        <TourPhotosField
          formId={form.id}
          photoFormId={tour ? photoFormId : null}
          saved={tour?.photos ?? []}
          pending={pending}
          onAdd={(files) => setPending((list) => [...list, ...pendingFromFiles(files)])}
          onPendingChange={(key, alt) =>
            setPending((list) => list.map((p) => (p.key === key ? { ...p, alt } : p)))
          }
          onRemovePending={removePending}
          busyPhotoId={typeof busyPhoto === 'string' ? (busyPhoto.split(':')[1] ?? null) : null}
          error={fields.image.errors?.[0]}
          disabled={busy}
        />
        {tour && (
          <div className="border-t border-slate-200 pt-5">
            <ButtonLink variant="secondary" className="min-h-11" to={datesHref(tour.id)} preventScrollReset>
              <CalendarDays aria-hidden="true" className="size-4" />
              {m.merchant_manage_dates()}
            </ButtonLink>
          </div>
        )}
        <DialogActions
          busy={busy}
          busyLabel={uploading ? m.merchant_uploading_photos() : m.merchant_saving_tour()}
          submitLabel={m.merchant_save_tour()}
          closeHref={closeHref}
          onClose={() => onClose()}
        />
      </FetcherSchemaForm>
    </>
  );
}

/** The add/edit tour modal (spec 2.13, 5, 8); a section of the page without JavaScript. */
export function TourFormDialog({
  open,
  tour,
  findTour,
  datesHref,
  closeHref,
  onClose,
}: {
  open: boolean;
  tour: MerchantTour | null;
  findTour: (id: string) => MerchantTour | null;
  datesHref: (id: string) => string;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  return (
    <FormDialog
      open={open}
      title={tour ? m.merchant_edit_tour() : m.merchant_add_tour()}
      size="lg"
      closeHref={closeHref}
      onClose={onClose}
    >
      {(onBusyChange) => (
        <TourForm
          key={tour?.id ?? 'new'}
          tour={tour}
          findTour={findTour}
          datesHref={datesHref}
          closeHref={closeHref}
          onClose={onClose}
          onBusyChange={onBusyChange}
        />
      )}
    </FormDialog>
  );
}
