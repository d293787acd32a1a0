import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the top when the path changes (a new page), but not when only the query string changes
 * (filters, sort, pagination), not on back/forward (the browser restores the old position) and not
 * when the link targets an anchor on the page. Keyboard focus moves to the new page's content too,
 * so the next Tab does not continue from the link that was followed.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of path scrolls; hash and navigation type are read as they are at that moment
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
