import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during server rendering and hydration, true once React runs in the browser. Lets a component
 * render a plain-HTML fallback first (for visitors without JavaScript) and switch to the interactive
 * version after hydration without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
