import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/features/legal/legal-page';

/** The sections, built while the page renders so they are in its language. */
const sections = (): LegalSection[] => [
  {
    id: 'introduction',
    title: m.pages_terms_intro_title(),
    content: (
      <>
        <p>{m.pages_terms_intro_1()}</p>
        <p>{m.pages_terms_intro_2()}</p>
        <p>{m.pages_terms_intro_3()}</p>
      </>
    ),
  },
  {
    id: 'communications',
    title: m.pages_terms_communications_title(),
    content: (
      <>
        <p>{m.pages_terms_communications_1()}</p>
        <p>{m.pages_terms_communications_2()}</p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: m.pages_terms_purchases_title(),
    content: (
      <>
        <p>{m.pages_terms_purchases_1()}</p>
        <p>{m.pages_terms_purchases_2()}</p>
        <p>{m.pages_terms_purchases_3()}</p>
      </>
    ),
  },
  {
    id: 'refund-policy',
    title: m.pages_terms_refunds_title(),
    content: (
      <>
        <p>
          {m.pages_terms_refunds_1_before()} <Link to="/refund-policy">{m.pages_refund_policy_link()}</Link>
          {m.pages_terms_refunds_1_after()}
        </p>
        <p>{m.pages_terms_refunds_2()}</p>
      </>
    ),
  },
  {
    id: 'content',
    title: m.pages_terms_content_title(),
    content: (
      <>
        <p>{m.pages_terms_content_1()}</p>
        <p>{m.pages_terms_content_2()}</p>
        <p>{m.pages_terms_content_3()}</p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: m.pages_terms_prohibited_title(),
    content: (
      <>
        <p>{m.pages_terms_prohibited_intro()}</p>
        <ul>
          <li>{m.pages_terms_prohibited_1()}</li>
          <li>{m.pages_terms_prohibited_2()}</li>
          <li>{m.pages_terms_prohibited_3()}</li>
          <li>{m.pages_terms_prohibited_4()}</li>
          <li>{m.pages_terms_prohibited_5()}</li>
        </ul>
        <p>{m.pages_terms_prohibited_after()}</p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: m.pages_terms_liability_title(),
    content: (
      <>
        <p>{m.pages_terms_liability_1()}</p>
        <p>{m.pages_terms_liability_2()}</p>
        <p>{m.pages_terms_liability_3()}</p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: m.pages_terms_contact_title(),
    content: (
      <>
        <p>{m.pages_terms_contact_intro()}</p>
        <ul>
          <li>
            {m.pages_email_label()} <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
          </li>
          <li>{m.pages_phone_line({ phone: '+501 223-4567' })}</li>
          <li>{m.pages_post_line()}</li>
        </ul>
        <p>
          {m.pages_terms_contact_form_before()} <Link to="/contact">{m.pages_contact_form_link()}</Link>
          {m.pages_terms_contact_form_after()}
        </p>
      </>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      title={m.pages_terms_title()}
      description={m.pages_terms_description()}
      updated="2026-11-01"
      sections={sections()}
    />
  );
}
