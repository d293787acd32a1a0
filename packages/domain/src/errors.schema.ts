import { z } from './zod.ts';

/** `{ error: { code, message, details? } }`; `message` is repeated at the top level for simple clients. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
    message: z.string(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** One problem with one input field, as listed in `error.details` of a 400. */
export interface FieldIssue {
  field: string;
  message: string;
}
