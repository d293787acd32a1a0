import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/components/ui/legal-page';

const TIERS = [
  { when: '7 or more days before the tour', refund: 'Full refund minus a 5% administrative fee' },
  { when: '3-6 days before the tour', refund: '75% refund' },
  { when: '1-2 days before the tour', refund: '50% refund' },
  { when: 'Less than 24 hours before the tour, or no-show', refund: 'No refund' },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'cancellation-tiers',
    title: 'Cancellation by You',
    content: (
      <>
        <p>
          You can cancel a confirmed booking from your account or by contacting us. The refund depends on how
          far ahead of the tour's start time (Belize time) you cancel:
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When you cancel
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Refund
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {TIERS.map((tier) => (
                <tr key={tier.when}>
                  <td className="px-4 py-3">{tier.when}</td>
                  <td className="px-4 py-3 font-medium text-slate-900">{tier.refund}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          The percentage applies to the total you paid for the booking. Park and reserve fees paid directly to
          the operator at check-in are not collected by BelizePass and are settled with the operator.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Changes to a Booking',
    content: (
      <>
        <p>
          To change the date or the number of guests, please ask at least 48 hours before the tour. Changes
          depend on availability on the new date.
        </p>
        <ul>
          <li>Changes requested 7 or more days before the tour are free.</li>
          <li>Changes requested within 7 days of the tour may carry a fee of $15.</li>
        </ul>
        <p>
          If the new date costs more, you pay the difference; if it costs less, the difference is refunded
          under the same rules as a refund.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation-by-provider',
    title: 'Cancellation by the Tour Provider',
    content: (
      <p>
        If the operator cancels your tour for any reason, you choose between rescheduling to another available
        date at no charge or a full refund with no fee. We will contact you as soon as we learn of the
        cancellation.
      </p>
    ),
  },
  {
    id: 'weather',
    title: 'Weather Policy',
    content: (
      <>
        <p>
          Many Belize tours depend on the sea and the weather. When the operator or the Belize Port Authority
          judges conditions unsafe, for example during storms, high seas or a hurricane watch, the tour is
          cancelled by the provider and you are offered a new date or a full refund, as above.
        </p>
        <p>
          Light rain is common, particularly from June to November, and tours usually run in it. If a tour
          runs as scheduled, the normal cancellation tiers apply.
        </p>
      </>
    ),
  },
  {
    id: 'special-circumstances',
    title: 'Special Circumstances',
    content: (
      <p>
        In cases of serious illness, injury, bereavement or travel disruption outside your control, such as a
        cancelled flight or a cruise ship that does not call at Belize City, contact us as soon as you can. We
        review each case with the operator and, with reasonable supporting documents, may offer a new date or
        a refund beyond the tiers above.
      </p>
    ),
  },
  {
    id: 'refund-processing',
    title: 'Refund Processing',
    content: (
      <p>
        Approved refunds are processed within 7-10 business days to the original payment method. Your bank may
        take a few more days to show the amount on your statement. You receive an email when the refund has
        been issued.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>For cancellations, changes or questions about a refund:</p>
        <ul>
          <li>
            Email: <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
          </li>
          <li>Phone: +501 223-4567</li>
          <li>Office hours: Monday-Friday, 9:00-17:00 Belize time</li>
        </ul>
        <p>
          Please have your confirmation code ready. You can also write to us through our{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
];

export default function RefundPolicy() {
  return (
    <LegalPage
      title="Refund Policy"
      description="Cancellation tiers, changes, provider cancellations, weather and refund times for tours booked on BelizePass."
      updated="November 1, 2026"
      intro={
        <p>
          This policy applies to tours booked on BelizePass. It is part of our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
