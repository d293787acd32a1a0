import {
  DEAL_MESSAGES,
  dealImageUploadResponseSchema,
  errorResponseSchema,
  hasNoNul,
  logoUploadResponseSchema,
  NUL_MESSAGE,
  reviewPhotoUploadResponseSchema,
  uploadedImageResponseSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { accessOf } from '../bookings/bookings.routes.ts';
import { reviewableBooking } from '../bookings/bookings.service.ts';
import { actorOf } from '../merchant-tours/merchant-tours.routes.ts';
import { addTourPhoto } from '../merchant-tours/tour-photos.service.ts';
import { updateLogo } from '../merchants/merchants.service.ts';
import { storeDealImage, storeReviewImage } from './image-processing.ts';
import { readImageUpload, registerImageMultipart } from './multipart.ts';
import { processUpload, uploader } from './uploads.service.ts';

/** Text fields of `POST /api/merchant/upload/image` (spec section 7). */
const imageFieldsSchema = z.object({
  tour_id: z.uuid({ error: 'Tour id must be a UUID' }),
  alt_text: z
    .string()
    .trim()
    .max(200, 'Alt text must be at most 200 characters')
    .refine(hasNoNul, NUL_MESSAGE)
    .default(''),
  is_primary: z.enum(['true', 'false'], { error: "is_primary must be 'true' or 'false'" }).default('false'),
  display_order: z
    .string()
    .regex(/^\d{1,4}$/, 'display_order must be a whole number from 0 to 1000')
    .transform(Number)
    .refine((n) => n <= 1000, 'display_order must be a whole number from 0 to 1000')
    .default(0),
});

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw badRequest(
    m.errors_invalid_value({
      where: m.errors_where_field(),
      field: details[0]!.field,
      message: details[0]!.message,
    }),
    details,
  );
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const multipartNote =
  'multipart/form-data; the image (at most 10 MB) is checked by content: JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF; SVG is refused. Each account (or guest booking) may upload UPLOADS_PER_DAY images in 24 hours (429 past it); when the server is busy with other images it answers 503 with Retry-After.';

/** Image uploads of the merchant workspace. Multipart parsing is registered in this scope only. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageMultipart(app);
  const storage = app.imageStorage;
  const uploads = { db: app.db, imageWork: app.imageWork, uploadsPerDay: app.config.uploadsPerDay };
  const keyOf = (url: string) => storage.keyFromUrl(url) ?? [];

  app.post(
    '/merchant/upload/image',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant tours'],
        summary: 'Add a photo to one of the merchant’s tours (large WebP and thumbnail, EXIF removed)',
        description: `${multipartNote} Fields: image (file), tour_id, alt_text (optional), is_primary ('true'/'false'), display_order.`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, 'image');
      const fields = parseFields(imageFieldsSchema, upload.fields);
      const actor = actorOf(request);
      const result = await processUpload(uploads, uploader.account(actor.userId), () =>
        addTourPhoto({ db: app.db, storage }, actor, {
          tourId: fields.tour_id,
          file: upload.file,
          altText: fields.alt_text,
          isPrimary: fields.is_primary === 'true',
          displayOrder: fields.display_order,
        }),
      );
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/merchant/upload/logo',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'Replace the business logo (a square 256 x 256 WebP)',
        description: `${multipartNote} Field: image (file).`,
        consumes: ['multipart/form-data'],
        response: { 200: logoUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, 'image');
      const actor = actorOf(request);
      return processUpload(uploads, uploader.account(actor.userId), () =>
        updateLogo({ db: app.db, storage }, actor, upload.file),
      );
    },
  );

  app.post(
    '/merchant/upload/deal-image',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'Store a deal image (a WebP at most 1600 wide, EXIF removed) for the deal form’s imageUrl',
        description: `${multipartNote} Field: image (file). The image is shown once a deal is saved with its url.`,
        consumes: ['multipart/form-data'],
        response: { 201: dealImageUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, 'image', DEAL_MESSAGES.imageRequired);
      // Stored before the deal that will show it: swept a day later unless a deal uses it.
      const stored = await processUpload(
        uploads,
        uploader.account(actorOf(request).userId),
        () => storeDealImage(storage, upload.file),
        (image) => [image.key],
      );
      return reply.code(201).send({ url: stored.url, width: stored.width, height: stored.height });
    },
  );

  app.post(
    '/bookings/:id/review/photos',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary: 'Store one photo for the review of a completed booking (WebP and thumbnail, EXIF removed)',
        description: `${multipartNote} Field: image (file). Send the returned addresses in the review's photos (at most 3).`,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) }),
        response: { 201: reviewPhotoUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Only the reviewer of a booking that can still be reviewed stores a photo.
      await reviewableBooking({ db: app.db }, request.params.id, accessOf(request));
      const upload = await readImageUpload(request, 'image');
      // Counted against the account, or the booking of a guest; swept a day later unless a review uses it.
      const who = request.auth ? uploader.account(request.auth.userId) : uploader.booking(request.params.id);
      const photo = await processUpload(
        uploads,
        who,
        () => storeReviewImage(storage, upload.file),
        (stored) => [stored.url, stored.thumbnailUrl].flatMap(keyOf),
      );
      return reply.code(201).send(photo);
    },
  );
};
