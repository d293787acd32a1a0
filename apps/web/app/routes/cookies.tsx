import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/components/ui/legal-page';

/** The sections, built while the page renders so they are in its language. */
const sections = (): LegalSection[] => [
  {
    id: 'what-we-store',
    title: m.pages_cookies_store_title(),
    content: (
      <>
        <p>{m.pages_cookies_store_1()}</p>
        <ul>
          {/* The names of the stored items are the browser's keys: not translated. */}
          <li>
            <strong>token</strong>
            {m.pages_cookies_store_token()}
          </li>
          <li>
            <strong>refreshToken</strong>
            {m.pages_cookies_store_refresh()}
          </li>
        </ul>
        <p>{m.pages_cookies_store_2()}</p>
      </>
    ),
  },
  {
    id: 'what-we-do-not-use',
    title: m.pages_cookies_not_title(),
    content: <p>{m.pages_cookies_not_1()}</p>,
  },
  {
    id: 'your-choices',
    title: m.pages_cookies_choices_title(),
    content: <p>{m.pages_cookies_choices_1()}</p>,
  },
  {
    id: 'questions',
    title: m.pages_cookies_questions_title(),
    content: (
      <p>
        {m.pages_cookies_questions_before()} <Link to="/privacy">{m.pages_cookies_privacy_link()}</Link>{' '}
        {m.pages_cookies_questions_middle()} <a href="mailto:privacy@belizepass.bz">privacy@belizepass.bz</a>
        {m.pages_cookies_questions_after()}
      </p>
    ),
  },
];

export default function Cookies() {
  return (
    <LegalPage
      title={m.pages_cookies_title()}
      description={m.pages_cookies_description()}
      updated="2026-11-01"
      numbered={false}
      sections={sections()}
    />
  );
}
