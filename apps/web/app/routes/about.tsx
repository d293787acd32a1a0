import { m } from '@belizepass/domain/i18n';
import { HandHeart, Leaf, MapPinned, ShieldCheck } from 'lucide-react';
import { ButtonLinks } from '~/components/ui/button';
import { FeatureCards } from '~/components/ui/feature-cards';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const values = () => [
  { Icon: HandHeart, title: m.pages_about_value_local_title(), text: m.pages_about_value_local_text() },
  {
    Icon: ShieldCheck,
    title: m.pages_about_value_reviewed_title(),
    text: m.pages_about_value_reviewed_text(),
  },
  { Icon: Leaf, title: m.pages_about_value_respect_title(), text: m.pages_about_value_respect_text() },
  { Icon: MapPinned, title: m.pages_about_value_honest_title(), text: m.pages_about_value_honest_text() },
];

export default function About() {
  return (
    <>
      <PageMeta title={m.pages_about_title()} description={m.pages_about_description()} />
      <PageHero
        eyebrow={m.pages_about_eyebrow()}
        title={m.pages_about_hero_title()}
        lead={m.pages_about_lead()}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <PageSection id="story" title={m.pages_about_story_title()} className={`max-w-3xl ${PROSE}`}>
          <p>{m.pages_about_story_1()}</p>
          <p>{m.pages_about_story_2()}</p>
        </PageSection>

        <PageSection id="values" title={m.pages_about_values_title()} className="mt-14">
          <FeatureCards items={values()} className="mt-6 sm:grid-cols-2" />
        </PageSection>

        <PageSection
          id="next"
          title={m.pages_about_next_title()}
          className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-10"
        >
          <p className="mt-2 max-w-2xl text-slate-700">{m.pages_about_next_text()}</p>
          <ButtonLinks
            className="mt-6 flex flex-col gap-3 sm:flex-row"
            links={[
              { to: '/tours', label: m.pages_browse_tours() },
              { to: '/merchant/register', label: m.pages_about_become_merchant(), variant: 'secondary' },
              { to: '/contact', label: m.pages_contact_us(), variant: 'ghost' },
            ]}
          />
        </PageSection>
      </div>
    </>
  );
}
