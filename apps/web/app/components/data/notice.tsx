import { m } from '@belizepass/domain/i18n';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { useHydrated } from '~/components/ui/use-hydrated';

/** The outcome of an action, as the action returned it: an alert (error) or a status (success). */
export interface Notice {
  tone: 'error' | 'success';
  message: string;
}

/**
 * The outcome of the last action on a screen. With JavaScript it can be dismissed; a new outcome
 * shows again.
 */
export function NoticeBanner({ notice }: { notice: Notice | null | undefined }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<Notice | null>(null);
  if (!notice || dismissed === notice) return null;
  return (
    <div className="mb-4">
      <Banner
        tone={notice.tone}
        action={
          hydrated && (
            <button
              type="button"
              onClick={() => setDismissed(notice)}
              aria-label={m.site_list_dismiss_message()}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-white/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )
        }
      >
        {notice.message}
      </Banner>
    </div>
  );
}
