import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';

/**
 * The server's page cache keeps the home and category pages until the catalogue changes, but
 * voucher sales change what they show (sold, left, trending) without such a change. A page
 * delivered as a document therefore reloads its data once after hydration; pages reached by
 * client-side navigation already have fresh data.
 */
export function useFreshPageData() {
  const hydrated = useHydrated();
  const fromDocument = useRef(!hydrated);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!fromDocument.current) return;
    fromDocument.current = false;
    void revalidate();
  }, [revalidate]);
}
