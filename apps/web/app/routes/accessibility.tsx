import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function Accessibility() {
  return (
    <>
      <PageMeta title={m.pages_a11y_title()} description={m.pages_a11y_description()} />
      <PageHero eyebrow={m.pages_a11y_eyebrow()} title={m.pages_a11y_title()} lead={m.pages_a11y_lead()} />
      <div className={`mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 ${PROSE}`}>
        <PageSection id="standard" title={m.pages_a11y_standard_title()}>
          <p>{m.pages_a11y_standard_1()}</p>
        </PageSection>

        <PageSection id="what-we-do" title={m.pages_a11y_done_title()} className="mt-10">
          <ul>
            <li>{m.pages_a11y_done_1()}</li>
            <li>{m.pages_a11y_done_2()}</li>
            <li>{m.pages_a11y_done_3()}</li>
            <li>{m.pages_a11y_done_4()}</li>
            <li>{m.pages_a11y_done_5()}</li>
            <li>{m.pages_a11y_done_6()}</li>
            <li>{m.pages_a11y_done_7()}</li>
            <li>{m.pages_a11y_done_8()}</li>
          </ul>
        </PageSection>

        <PageSection id="tours" title={m.pages_a11y_tours_title()} className="mt-10">
          <p>
            {m.pages_a11y_tours_before()} <Link to="/contact">{m.pages_a11y_tours_link()}</Link>{' '}
            {m.pages_a11y_tours_after()}
          </p>
        </PageSection>

        <PageSection id="feedback" title={m.pages_a11y_feedback_title()} className="mt-10">
          <p>{m.pages_a11y_feedback_1()}</p>
          <ul>
            <li>
              {m.pages_email_label()} <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
            </li>
            <li>
              {m.pages_phone_label()} <a href="tel:+5012234567">+501 223-4567</a>{' '}
              {m.pages_a11y_feedback_hours()}
            </li>
          </ul>
        </PageSection>
      </div>
    </>
  );
}
