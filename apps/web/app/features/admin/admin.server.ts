import type { SubmissionResult } from '@conform-to/react';
import { type AppLoadContext, data } from 'react-router';
import { type QuerySchema, readListQuery, recordParam } from '~/components/data/list-query.server';
import type { Notice } from '~/components/data/notice';
import { type ApiClient, ApiError, messageOf, serverApi } from '~/lib/api-client';
import { formFailure } from '~/lib/forms.server';
import { PRIVATE_PAGE, requireUser } from '~/lib/session.server';

import { ADMIN_PAGE_SIZE } from './admin-list';

export { ADMIN_PAGE_SIZE };

/** The API as the signed-in admin; anyone else is sent away (to sign in, or to their own home). */
export async function adminApi({ request, context }: { request: Request; context: AppLoadContext }) {
  await requireUser(context, request, 'admin');
  return serverApi(context);
}

/** An admin screen's loader data: rendered for this admin only, never cached. */
export function adminPage<T>(value: T) {
  return data(value, { headers: PRIVATE_PAGE });
}

/**
 * A read whose failure the screen shows in place (the list's error message) rather than as an error
 * page; null when it failed.
 */
export function orNull<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (error instanceof Response) throw error;
    return null;
  });
}

/**
 * The reads of an admin list screen: its query from the address (read with the API's own query
 * schema), one page of `listPath` and, when the address opens one (`?selected=<id>`), that record
 * from `detailPath/<id>`. A failed read is null: the screen shows its own message in place.
 * `listReads(schema)<List, Detail>(args, listPath, detailPath)`.
 */
export function listReads<Query extends object>(schema: QuerySchema<Query>) {
  return async <List, Detail = never>(
    args: { request: Request; context: AppLoadContext },
    listPath: string,
    detailPath?: string,
  ) => {
    const api = await adminApi(args);
    const query = readListQuery(args.request, schema);
    const selectedId = recordParam(args.request);
    const [list, detail] = await Promise.all([
      orNull(
        api.get<List>(listPath, { query: { ...query, limit: ADMIN_PAGE_SIZE } as Record<string, string> }),
      ),
      selectedId && detailPath ? orNull(api.get<Detail>(`${detailPath}/${selectedId}`)) : null,
    ]);
    return { api, query, selectedId, list, detail };
  };
}

/** Which of a screen's forms was posted: the hidden `intent` field. */
export async function readIntent(request: Request): Promise<string> {
  const value = (await request.clone().formData()).get('intent');
  return typeof value === 'string' ? value : '';
}

/** An admin screen's action: the form's intent, handed with the admin's API to `handle`. */
export async function adminIntentAction<T>(
  args: { request: Request; context: AppLoadContext },
  handle: (request: Request, api: ApiClient, intent: string) => Promise<T>,
): Promise<T> {
  const api = await adminApi(args);
  return handle(args.request, api, await readIntent(args.request));
}

/** What an admin action answers: which form, which record, the outcome and the form's result. */
export interface AdminActionData {
  intent: string;
  id?: string;
  notice?: Notice;
  result?: SubmissionResult<string[]>;
  /** The record as the action left it: its row stays in view even if it no longer matches the filter. */
  row?: unknown;
}

/** The API's failure in the spec's words first, then the reason the server gave (e.g. a conflict). */
export function failureMessage(fallback: string, error: unknown): string {
  const explained = error instanceof ApiError && error.status < 500 && error.code !== 'HTTP_ERROR';
  const detail = explained ? messageOf(error, '') : '';
  return detail && detail !== fallback ? `${fallback} ${detail}` : fallback;
}

const statusOf = (error: unknown) => {
  const status = error instanceof ApiError && error.status >= 400 ? error.status : 502;
  return status >= 500 ? 502 : status;
};

/** A failed action reported as an alert above the list (and in the open detail). */
export function noticeFailure(intent: string, id: string, fallback: string, error: unknown) {
  const notice: Notice = { tone: 'error', message: failureMessage(fallback, error) };
  return data<AdminActionData>({ intent, id, notice }, { status: statusOf(error) });
}

/** A done action: a status message, its form's result (so the form resets) and the changed record. */
export function done(
  intent: string,
  id: string | undefined,
  message: string,
  result?: SubmissionResult<string[]>,
  row?: unknown,
) {
  return data<AdminActionData>({ intent, id, notice: { tone: 'success', message }, result, row });
}

/**
 * A failed form: its field errors, or the API's failure mapped onto its fields, with the spec's
 * message above the form.
 */
export function formFailed(
  intent: string,
  submission: Parameters<typeof formFailure>[0],
  error?: unknown,
  fallback?: string,
) {
  // Issues with fields this form does not have are said above the form, not lost.
  const posted = new Set(Object.keys((submission as { payload?: Record<string, unknown> }).payload ?? {}));
  const details = error instanceof ApiError ? error.details : [];
  const shown = details.filter((d) => posted.has(d.field.split('.')[0] ?? ''));
  const unshown = details.filter((d) => !shown.includes(d));
  const elsewhere = unshown.map((d) => d.message).join(' ');
  const explained =
    error === undefined || !fallback
      ? error
      : new ApiError({
          status: error instanceof ApiError ? error.status : 502,
          code: error instanceof ApiError ? error.code : 'UNEXPECTED',
          message: failureMessage(fallback, error),
          details: elsewhere ? [...shown, { field: '', message: elsewhere }] : shown,
        });
  const reply = formFailure(submission, explained, { fallback });
  return data<AdminActionData>({ intent, ...reply.data }, reply.init ?? undefined);
}

export type { ApiClient };
