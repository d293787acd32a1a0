import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError, messageOf, serverApi } from '~/lib/api-client';
import type { formFailure } from '~/lib/forms.server';
import { activeMerchant, PRIVATE_PAGE } from '~/lib/session.server';

/**
 * The server side of the merchant console's screens (docs/decisions/016-web-data-flow.md): each
 * screen's loader reads with the signed-in merchant's session, each action writes. While the
 * business is pending approval or inactive the layout shows its status instead of the screens, so
 * their loaders return null without calling what the business may not use yet.
 */

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

/** A console screen's loader: `load` runs only for an active business; the page is private. */
export async function consoleLoader<T>(
  { request, context }: RouteArgs,
  load: (api: ApiClient, url: URL) => Promise<T>,
) {
  const user = await activeMerchant(context, request);
  if (!user) return data(null, { headers: PRIVATE_PAGE });
  return data(await load(serverApi(context), new URL(request.url)), { headers: PRIVATE_PAGE });
}

/** The API of a console action; a business that may not use the console is refused. */
export async function consoleApi({ request, context }: RouteArgs): Promise<ApiClient> {
  const user = await activeMerchant(context, request);
  if (!user) throw data({ message: m.merchant_cannot_use_dashboard() }, { status: 403 });
  return serverApi(context);
}

/** Console pages are rendered for one merchant: never cached (set by each loader). */
export function consoleHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** Which of a screen's forms was posted (its hidden `intent` field), read without using up the body. */
export async function intentOf(request: Request): Promise<string> {
  const value = (await request.clone().formData()).get('intent');
  return typeof value === 'string' ? value : '';
}

/** A read a screen can live without: its value, or the message of its failure for an error banner. */
export async function orFailure<T>(
  read: Promise<T>,
  fallback: string,
): Promise<{ value: T; failure: null } | { value: null; failure: string }> {
  try {
    return { value: await read, failure: null };
  } catch (error) {
    return { value: null, failure: messageOf(error, fallback) };
  }
}

/** True when the API answered that the thing asked for is not there (or not this merchant's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is a UUID (an id in the URL or a form), else null. */
export function uuidOr(value: FormDataEntryValue | string | null | undefined): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/** The reply of a small form (a toggle, a delete): done with a notice, or refused with a message. */
export type SimpleResult =
  | { intent: string; ok: true; notice?: string }
  | { intent: string; ok: false; message: string };

/** Runs one write of a small form and answers a SimpleResult (the API's message on a refusal). */
export async function simpleAction(
  intent: string,
  write: () => Promise<unknown>,
  { notice, fallback }: { notice?: string; fallback: string },
) {
  try {
    await write();
    return data<SimpleResult>({ intent, ok: true, notice });
  } catch (error) {
    const status =
      error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502;
    return data<SimpleResult>({ intent, ok: false, message: messageOf(error, fallback) }, { status });
  }
}

/** A failed form of a screen with several forms, answered with its intent (see `formFailure`). */
export function formAnswer<Intent extends string>(intent: Intent, failure: ReturnType<typeof formFailure>) {
  return data({ intent, ...failure.data }, failure.init ?? undefined);
}

/**
 * The API's refusal with its message worded around ("Failed to save tour: ..."), its field issues
 * kept; a failure without a message of the server's stays as it is (the form shows its fallback).
 */
export function prefixed(error: unknown, wording: (message: string) => string): unknown {
  if (!(error instanceof ApiError) || !error.fromServer) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: wording(error.message),
    details: error.details,
  });
}
