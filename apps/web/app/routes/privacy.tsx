import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/features/legal/legal-page';

/** An item of a list that starts with a term in bold: "**Account details**: your name, ...". */
function TermItem({ term, children }: { term: string; children: string }) {
  return (
    <li>
      <strong>{term}</strong>
      {children}
    </li>
  );
}

/** The sections, built while the page renders so they are in its language. */
const sections = (): LegalSection[] => [
  {
    id: 'introduction',
    title: m.pages_privacy_intro_title(),
    content: (
      <>
        <p>{m.pages_privacy_intro_1()}</p>
        <p>{m.pages_privacy_intro_2()}</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: m.pages_privacy_collect_title(),
    content: (
      <>
        <p>{m.pages_privacy_collect_intro()}</p>
        <ul>
          <TermItem term={m.pages_privacy_collect_account_term()}>
            {m.pages_privacy_collect_account()}
          </TermItem>
          <TermItem term={m.pages_privacy_collect_booking_term()}>
            {m.pages_privacy_collect_booking()}
          </TermItem>
          <TermItem term={m.pages_privacy_collect_payment_term()}>
            {m.pages_privacy_collect_payment()}
          </TermItem>
          <TermItem term={m.pages_privacy_collect_merchant_term()}>
            {m.pages_privacy_collect_merchant()}
          </TermItem>
          <TermItem term={m.pages_privacy_collect_messages_term()}>
            {m.pages_privacy_collect_messages()}
          </TermItem>
          <TermItem term={m.pages_privacy_collect_technical_term()}>
            {m.pages_privacy_collect_technical()}
          </TermItem>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: m.pages_privacy_use_title(),
    content: (
      <>
        <p>{m.pages_privacy_use_intro()}</p>
        <ul>
          <li>{m.pages_privacy_use_1()}</li>
          <li>{m.pages_privacy_use_2()}</li>
          <li>{m.pages_privacy_use_3()}</li>
          <li>{m.pages_privacy_use_4()}</li>
          <li>{m.pages_privacy_use_5()}</li>
          <li>{m.pages_privacy_use_6()}</li>
        </ul>
        <p>{m.pages_privacy_use_after()}</p>
      </>
    ),
  },
  {
    id: 'disclosure',
    title: m.pages_privacy_disclosure_title(),
    content: (
      <>
        <p>{m.pages_privacy_disclosure_intro()}</p>
        <ul>
          <li>
            {m.pages_privacy_disclosure_merchant_before()}{' '}
            <strong>{m.pages_privacy_disclosure_merchant_term()}</strong>{' '}
            {m.pages_privacy_disclosure_merchant_after()}
          </li>
          <li>
            {m.pages_privacy_disclosure_providers_before()}{' '}
            <strong>{m.pages_privacy_disclosure_providers_term()}</strong>{' '}
            {m.pages_privacy_disclosure_providers_after()}
          </li>
          <li>
            {m.pages_privacy_disclosure_authorities_before()}{' '}
            <strong>{m.pages_privacy_disclosure_authorities_term()}</strong>{' '}
            {m.pages_privacy_disclosure_authorities_after()}
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: m.pages_privacy_security_title(),
    content: (
      <>
        <p>{m.pages_privacy_security_1()}</p>
        <p>{m.pages_privacy_security_2()}</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: m.pages_privacy_changes_title(),
    content: <p>{m.pages_privacy_changes_1()}</p>,
  },
  {
    id: 'contact',
    title: m.pages_privacy_contact_title(),
    content: (
      <>
        <p>
          {m.pages_privacy_contact_1_before()}{' '}
          <a href="mailto:privacy@belizepass.bz">privacy@belizepass.bz</a>
          {m.pages_privacy_contact_1_after()}
        </p>
        <p>
          {m.pages_privacy_contact_2_before()} <Link to="/cookies">{m.pages_privacy_cookie_link()}</Link>
          {m.pages_privacy_contact_2_after()}
        </p>
      </>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title={m.pages_privacy_title()}
      description={m.pages_privacy_description()}
      updated="2023-06-01"
      sections={sections()}
    />
  );
}
