import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/features/legal/legal-page';

/** The cookies the site sets (`session-cookies.ts`, `access-keys.server.ts`, `routes/preferences.ts`). */
const COOKIES: { name: string; text: () => string }[] = [
  { name: 'bp_session', text: () => m.pages_cookies_session() },
  { name: 'bp_refresh', text: () => m.pages_cookies_refresh() },
  { name: 'bp_device', text: () => m.pages_cookies_device() },
  {
    name: 'bp_booking_keys, bp_deal_order_keys, bp_gift_order_keys',
    text: () => m.pages_cookies_order_keys(),
  },
  { name: 'bp_currency', text: () => m.pages_cookies_currency() },
];

/** The sections, built while the page renders so they are in its language. */
const sections = (): LegalSection[] => [
  {
    id: 'what-we-store',
    title: m.pages_cookies_store_title(),
    content: (
      <>
        <p>{m.pages_cookies_store_1()}</p>
        <ul>
          {/* The cookies' names are what the browser's settings show: not translated. */}
          {COOKIES.map(({ name, text }) => (
            <li key={name}>
              <strong>{name}</strong>
              {text()}
            </li>
          ))}
        </ul>
        <p>{m.pages_cookies_store_local()}</p>
        <p>{m.pages_cookies_store_offline()}</p>
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
      updated="2026-11-27"
      numbered={false}
      sections={sections()}
    />
  );
}
