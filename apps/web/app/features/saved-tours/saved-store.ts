import { MAX_SAVED_TOURS, SAVED_TOURS_STORAGE_KEY, type SavedToursResponse } from '@belizepass/domain';
import { browserApi } from '~/lib/api-client';

/**
 * The saved tour ids of this browser tab, filled in after hydration (cached pages never carry
 * them): from the account when signed in, from localStorage otherwise. At the first load with a
 * signed-in user, ids saved while signed out are posted once to the account and then cleared.
 */
let ids: ReadonlySet<string> | null = null;
let loadedFor: string | null | undefined;
let loading: Promise<boolean> = Promise.resolve(false);
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>) {
  ids = next;
  for (const listener of listeners) listener();
}

function readLocal(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(SAVED_TOURS_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The tours this browser saved while signed out, oldest first (read after hydration only). */
export const deviceSavedIds = readLocal;

function writeLocal(list: string[]) {
  try {
    if (list.length)
      localStorage.setItem(SAVED_TOURS_STORAGE_KEY, JSON.stringify(list.slice(-MAX_SAVED_TOURS)));
    else localStorage.removeItem(SAVED_TOURS_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the heart still works for this page.
  }
}

/**
 * Loads the ids for this user (null: signed out) once, merging what the browser saved; every caller
 * gets the same answer: true when a merge added the browser's tours to the account.
 */
export function loadSaved(userId: string | null): Promise<boolean> {
  if (loadedFor === userId) return loading;
  loadedFor = userId;
  loading = load(userId);
  return loading;
}

async function load(userId: string | null): Promise<boolean> {
  if (!userId) {
    set(new Set(readLocal()));
    return false;
  }
  const pending = readLocal();
  try {
    const answer = pending.length
      ? await browserApi.post<SavedToursResponse>('/api/me/saved-tours/merge', { tourIds: pending })
      : await browserApi.get<SavedToursResponse>('/api/me/saved-tours');
    if (pending.length) writeLocal([]);
    set(new Set(answer.ids));
    return pending.length > 0;
  } catch {
    loadedFor = undefined;
    return false;
  }
}

export function subscribeSaved(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const savedSnapshot = () => ids;

/** Saves or unsaves a tour; the heart changes at once and goes back if the account refuses. */
export async function toggleSaved(tourId: string, signedIn: boolean) {
  const before = ids ?? new Set<string>();
  const saving = !before.has(tourId);
  const next = new Set(before);
  if (saving) next.add(tourId);
  else next.delete(tourId);
  set(next);
  if (!signedIn) {
    writeLocal([...next]);
    return;
  }
  try {
    if (saving) await browserApi.put(`/api/me/saved-tours/${tourId}`);
    else await browserApi.delete(`/api/me/saved-tours/${tourId}`);
  } catch {
    set(before);
  }
}
