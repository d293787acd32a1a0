import { saveTourLabel } from '@belizepass/domain';
import { Heart } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '~/features/auth/session';
import { loadSaved, savedSnapshot, subscribeSaved, toggleSaved } from './saved-store';

const serverSnapshot = () => null;

/**
 * The heart: a toggle button whose state is filled in after hydration, so the cached page holds no
 * visitor's list. Without JavaScript it is not shown (there is nothing it could honestly do then).
 */
export function SaveTourButton({
  tourId,
  title,
  className = '',
}: {
  tourId: string;
  title: string;
  className?: string;
}) {
  const { user, ready } = useSession();
  const ids = useSyncExternalStore(subscribeSaved, savedSnapshot, serverSnapshot);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (ready) void loadSaved(userId);
  }, [ready, userId]);
  if (!ready || ids === null) return null;
  const saved = ids.has(tourId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saveTourLabel(title, saved)}
      onClick={() => void toggleSaved(tourId, userId !== null)}
      className={`relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
