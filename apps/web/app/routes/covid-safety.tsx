import { m } from '@belizepass/domain/i18n';
import { CalendarClock, HeartPulse, Info, Users } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCards } from '~/components/ui/feature-cards';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const points = () => [
  { Icon: HeartPulse, title: m.pages_covid_unwell_title(), text: m.pages_covid_unwell_text() },
  { Icon: Users, title: m.pages_covid_groups_title(), text: m.pages_covid_groups_text() },
  { Icon: CalendarClock, title: m.pages_covid_flexible_title(), text: m.pages_covid_flexible_text() },
];

export default function CovidSafety() {
  return (
    <>
      <PageMeta title={m.pages_covid_title()} description={m.pages_covid_description()} />
      <PageHero eyebrow={m.pages_covid_eyebrow()} title={m.pages_covid_title()} lead={m.pages_covid_lead()} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <FeatureCards items={points()} className="md:grid-cols-3" heading="h2" />

        <PageSection
          id="on-tour"
          title={m.pages_covid_on_tour_title()}
          className={`mt-12 max-w-3xl ${PROSE}`}
        >
          <p>{m.pages_covid_on_tour_1()}</p>
          <p>{m.pages_covid_on_tour_2()}</p>
        </PageSection>

        <PageSection id="entry" title={m.pages_covid_entry_title()} className={`mt-10 max-w-3xl ${PROSE}`}>
          <p>{m.pages_covid_entry_1()}</p>
        </PageSection>

        <div className="mt-12 flex max-w-3xl gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {m.pages_covid_questions_before()}{' '}
            <Link to="/contact" className="font-semibold underline">
              {m.pages_contact_us()}
            </Link>{' '}
            {m.pages_covid_questions_middle()}{' '}
            <Link to="/refund-policy" className="font-semibold underline">
              {m.pages_refund_policy_link()}
            </Link>
            {m.pages_covid_questions_after()}
          </p>
        </div>
      </div>
    </>
  );
}
