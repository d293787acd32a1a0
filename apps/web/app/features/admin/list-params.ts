import { useCallback, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from './admin-api';

/**
 * The state of an admin list, kept in the address so it survives a reload and can be shared:
 * `search`, `status`, `sortBy`, `sortDirection` and `page`.
 */
export interface ListParams<S extends string, F extends string> {
  search: string;
  status: F;
  sortBy: S;
  sortDirection: SortDirection;
  page: number;
}

export function useListParams<S extends string, F extends string>(defaults: {
  sortBy: S;
  sortDirection?: SortDirection;
  status: F;
  sorts?: readonly S[];
  statuses?: readonly F[];
}) {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(key: string, allowed: readonly T[] | undefined, fallback: T): T => {
    const value = params.get(key) as T | null;
    return value && (!allowed || allowed.includes(value)) ? value : fallback;
  };
  const page = Number(params.get('page'));
  const state: ListParams<S, F> = {
    search: (params.get('search') ?? '').trim(),
    status: pick('status', defaults.statuses, defaults.status),
    sortBy: pick('sortBy', defaults.sorts, defaults.sortBy),
    sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : (defaults.sortDirection ?? 'asc'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };

  /** Changes some values; any change other than the page goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<keyof ListParams<S, F>, string | number>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = String(value ?? '').trim();
            if (!text || (key === 'page' && text === '1')) next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** Sorts by `column`; choosing the current column again flips the direction. */
  const toggleSort = (column: S) =>
    update({
      sortBy: column,
      sortDirection: state.sortBy === column && state.sortDirection === 'asc' ? 'desc' : 'asc',
    });

  return { ...state, update, toggleSort };
}

const desktopQuery = '(min-width: 768px)';

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True at 768 px and wider (spec section 9's mobile breakpoint): tables there, cards below. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(desktopQuery).matches,
    () => true,
  );
}
