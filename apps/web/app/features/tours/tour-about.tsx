import {
  cancellationPolicyLines,
  cancellationPolicySummary,
  hasFreeCancellation,
  type TourDetail,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ShieldCheck } from 'lucide-react';
import { InEnglish } from '~/components/ui/in-english';
import { DetailSection } from './detail-section';
import { TourBadge } from './tour-badges';

function Paragraphs({ text }: { text: string }) {
  const parts = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className="space-y-3 leading-relaxed text-slate-700">
      {parts.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p.trim()}
        </p>
      ))}
    </div>
  );
}

export function TourDescription({ text, untranslated }: { text: string; untranslated?: string[] }) {
  return (
    <DetailSection id="about" title={m.tours_about()}>
      <InEnglish untranslated={untranslated} field="description">
        <Paragraphs text={text} />
      </InEnglish>
    </DetailSection>
  );
}

export function TourSafety({ tour }: { tour: TourDetail }) {
  if (!tour.safetyInfo) return null;
  return (
    <DetailSection id="safety" title={m.tours_safety()}>
      <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-sea-500" />
        <div className="min-w-0">
          <InEnglish untranslated={tour.untranslated} field="safetyInfo">
            <Paragraphs text={tour.safetyInfo} />
          </InEnglish>
        </div>
      </div>
    </DetailSection>
  );
}

/** The policy written from the tour's tiers in the reader's language, with its one-line summary. */
export function TourCancellation({ tiers }: { tiers: TourDetail['cancellation_tiers'] }) {
  return (
    <DetailSection id="cancellation" title={m.tours_cancellation()}>
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {hasFreeCancellation(tiers) && <TourBadge kind="free">{m.policy_free_cancellation()}</TourBadge>}
        {cancellationPolicySummary(tiers)}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {cancellationPolicyLines(tiers).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{m.tours_change_policy()}</p>
    </DetailSection>
  );
}
