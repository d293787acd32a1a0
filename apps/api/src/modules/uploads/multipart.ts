import { MAX_IMAGE_BYTES, MERCHANT_TOUR_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

const FILE_TOO_LARGE = () => new AppError(413, 'FILE_TOO_LARGE', m.errors_image_too_large());

/** Multipart parsing for the scope it is registered in only: one file of at most 10 MB, a few short fields. */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
}

export interface ImageUpload {
  file: Buffer;
  fields: Record<string, string>;
}

/** Reads the whole form, whatever the order of its parts: the image as bytes, the fields as text. */
export async function readImageUpload(
  request: FastifyRequest,
  fileField = 'image',
  missingMessage: string = MERCHANT_TOUR_MESSAGES.imageRequired,
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'MULTIPART_REQUIRED', m.errors_multipart_required());
  }
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) file = data;
        continue;
      }
      if (part.valueTruncated) {
        throw badRequest(m.errors_field_too_long_named({ field: part.fieldname }), [
          { field: part.fieldname, message: m.errors_too_long() },
        ]);
      }
      fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw FILE_TOO_LARGE();
    if (code === 'FST_FILES_LIMIT') throw badRequest(m.errors_one_image_at_a_time());
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(m.errors_too_many_fields());
    throw error;
  }
  if (!file) {
    throw badRequest(missingMessage, [{ field: fileField, message: missingMessage }]);
  }
  return { file, fields };
}
