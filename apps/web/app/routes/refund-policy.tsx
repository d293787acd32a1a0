import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/features/legal/legal-page';
import { formatCharge } from '~/lib/display';

/** The fee for a change asked for within 7 days of the tour (charged in USD). */
const LATE_CHANGE_FEE_CENTS = 1500;

const tiers = () => [
  { when: m.pages_refund_tier_7_when(), refund: m.pages_refund_tier_7_refund() },
  { when: m.pages_refund_tier_3_when(), refund: m.pages_refund_tier_3_refund() },
  { when: m.pages_refund_tier_1_when(), refund: m.pages_refund_tier_1_refund() },
  { when: m.pages_refund_tier_0_when(), refund: m.pages_refund_tier_0_refund() },
];

/** The sections, built while the page renders so they are in its language. */
const sections = (): LegalSection[] => [
  {
    id: 'cancellation-tiers',
    title: m.pages_refund_cancel_title(),
    content: (
      <>
        <p>{m.pages_refund_cancel_1()}</p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {m.pages_refund_col_when()}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {m.pages_refund_col_refund()}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {tiers().map((tier) => (
                <tr key={tier.when}>
                  <td className="px-4 py-3">{tier.when}</td>
                  <td className="px-4 py-3 font-medium text-slate-900">{tier.refund}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{m.pages_refund_cancel_2()}</p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: m.pages_refund_changes_title(),
    content: (
      <>
        <p>{m.pages_refund_changes_1()}</p>
        <ul>
          <li>{m.pages_refund_changes_free()}</li>
          <li>{m.pages_refund_changes_fee({ fee: formatCharge(LATE_CHANGE_FEE_CENTS) })}</li>
        </ul>
        <p>{m.pages_refund_changes_2()}</p>
      </>
    ),
  },
  {
    id: 'cancellation-by-provider',
    title: m.pages_refund_provider_title(),
    content: <p>{m.pages_refund_provider_1()}</p>,
  },
  {
    id: 'weather',
    title: m.pages_refund_weather_title(),
    content: (
      <>
        <p>{m.pages_refund_weather_1()}</p>
        <p>{m.pages_refund_weather_2()}</p>
      </>
    ),
  },
  {
    id: 'special-circumstances',
    title: m.pages_refund_special_title(),
    content: <p>{m.pages_refund_special_1()}</p>,
  },
  {
    id: 'refund-processing',
    title: m.pages_refund_processing_title(),
    content: <p>{m.pages_refund_processing_1()}</p>,
  },
  {
    id: 'contact',
    title: m.pages_refund_contact_title(),
    content: (
      <>
        <p>{m.pages_refund_contact_intro()}</p>
        <ul>
          <li>
            {m.pages_email_label()} <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
          </li>
          <li>{m.pages_phone_line({ phone: '+501 223-4567' })}</li>
          <li>{m.pages_refund_contact_hours()}</li>
        </ul>
        <p>
          {m.pages_refund_contact_form_before()} <Link to="/contact">{m.pages_contact_form_link()}</Link>
          {m.pages_refund_contact_form_after()}
        </p>
      </>
    ),
  },
];

export default function RefundPolicy() {
  return (
    <LegalPage
      title={m.pages_refund_title()}
      description={m.pages_refund_description()}
      updated="2026-11-01"
      intro={
        <p>
          {m.pages_refund_intro_before()} <Link to="/terms">{m.pages_terms_link()}</Link>
          {m.pages_refund_intro_after()}
        </p>
      }
      sections={sections()}
    />
  );
}
