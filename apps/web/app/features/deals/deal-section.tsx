import { m } from '@belizepass/domain/i18n';
import { ShowcaseSection } from '~/components/ui/showcase-section';
import { DealGrid } from './deal-grid';
import { loadDealsFailed, type DealSection as SectionData } from './deals-api';

/** A titled group of deal cards on the home page, with its error and empty states. */
export function DealSection({
  id,
  title,
  subtitle,
  section,
  now,
  emptyText,
}: {
  id: string;
  title: string;
  subtitle: string;
  section: SectionData;
  now: number;
  emptyText: string;
}) {
  const failed = 'failed' in section;
  return (
    <ShowcaseSection
      id={id}
      title={title}
      subtitle={subtitle}
      more={{ to: '/deals', label: m.gifts_deal_view_all() }}
      failedText={failed ? loadDealsFailed() : undefined}
      emptyText={!failed && section.deals.length === 0 ? emptyText : undefined}
    >
      {!failed && <DealGrid deals={section.deals} now={now} />}
    </ShowcaseSection>
  );
}
