import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a guest's row (`#guest-CODE`, from the booking's page) lands on it: the browser scrolls to
 * the table's row by itself; on a phone the table is hidden and the guest's card (`#guest-CODE-card`)
 * is the one shown, so it is scrolled to here.
 */
export function LandOnGuest() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#guest-')) return;
    const id = decodeURIComponent(hash.slice(1));
    const row = document.getElementById(id);
    if (row && row.offsetParent !== null) return;
    document.getElementById(`${id}-card`)?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return null;
}
