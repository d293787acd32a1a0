import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/components/ui/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          Welcome to BelizePass. These Terms of Service govern your use of the BelizePass website and the
          purchase of tours, deals, vouchers and gift cards offered on it by independent Belizean businesses
          ("merchants"). BelizePass is operated from 35 Barrack Road, Belize City, Belize.
        </p>
        <p>
          By using the site, creating an account or making a purchase you agree to these terms. If you do not
          agree, please do not use the site. BelizePass is a marketplace: the tour or service itself is
          provided by the merchant named on the listing, who is responsible for delivering it safely and as
          described.
        </p>
        <p>
          We may update these terms from time to time. The date at the top of this page shows when they last
          changed; purchases are governed by the terms in force on the day you made them.
        </p>
      </>
    ),
  },
  {
    id: 'communications',
    title: 'Communications',
    content: (
      <>
        <p>
          When you book, buy or create an account, we send you service messages by email: confirmations,
          vouchers, changes made by the merchant, cancellations and refunds. These messages are part of the
          service and cannot be switched off while you have an active booking.
        </p>
        <p>
          Newsletters and offers are sent only if you subscribe, and every one of them contains a link to
          unsubscribe. Merchants may contact you about the arrangements of your booking, such as pickup times,
          using the contact details you gave when booking.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases',
    content: (
      <>
        <p>
          Prices are shown in US dollars (USD) per person unless stated otherwise; the Belize dollar is fixed
          at BZ$2.00 to US$1.00. The price shown at checkout is the price you pay: there is no booking fee.
          Children aged 2 to 12 pay 70% of the adult price where a listing offers child places.
        </p>
        <p>
          A booking is confirmed only when payment has succeeded and you have received a confirmation code.
          Park and reserve entrance fees collected by the Government of Belize or by protected-area managers
          are listed separately on a tour when they are not included, and are usually paid at check-in.
        </p>
        <p>
          We may refuse or cancel an order if a price was clearly shown in error, if we suspect fraud, or if
          the merchant can no longer provide the service; in each case you receive a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    content: (
      <>
        <p>
          Cancellations, changes and refunds of tour bookings follow our{' '}
          <Link to="/refund-policy">Refund Policy</Link>, which forms part of these terms. In short, the
          amount refunded depends on how long before the tour you cancel, and you always receive a full refund
          if the merchant cancels.
        </p>
        <p>
          Unused vouchers can be refunded if you ask within 7 days of purchase. Vouchers are valid for the
          period printed on them, usually 3-6 months, and cannot be exchanged for cash once that period has
          passed. Refunds are paid to the original payment method.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content',
    content: (
      <>
        <p>
          Merchants write their own listings and are responsible for their accuracy, including itineraries,
          inclusions, group sizes and safety information. We review listings before they are published, but we
          cannot guarantee every detail; if something is wrong, please tell us.
        </p>
        <p>
          Reviews must describe your own experience of a tour you took. We may remove reviews that are
          abusive, off-topic, contain personal information or are written by someone with a conflict of
          interest. By posting a review you allow BelizePass to show it on the site.
        </p>
        <p>
          The BelizePass name, logo and site design belong to BelizePass. Photos and texts of listings belong
          to the merchants who supplied them.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the site for any unlawful purpose or in breach of the laws of Belize;</li>
          <li>make bookings with payment details you are not authorised to use;</li>
          <li>resell vouchers or bookings commercially without the merchant's written consent;</li>
          <li>post false, misleading or defamatory reviews or listings;</li>
          <li>
            copy the site's content in bulk, or interfere with its security or operation, for example by
            automated scraping or by attempting to access other users' accounts.
          </li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <p>
          Tours are provided by independent merchants who hold their own licences and insurance. BelizePass is
          not the provider of the tour and is not liable for injury, loss or damage arising from it, except
          where the law says otherwise or where it is caused by our own negligence.
        </p>
        <p>
          Where we are liable, our liability is limited to the amount you paid through BelizePass for the
          booking concerned. Nothing in these terms limits liability that cannot be limited under the laws of
          Belize, and nothing affects your statutory rights as a consumer.
        </p>
        <p>
          Outdoor activities such as snorkelling, caving and jungle hikes carry risks. Please read each
          listing's safety information, follow your guide's instructions and tell the merchant about any
          health conditions before the tour.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    content: (
      <>
        <p>Questions about these terms? Get in touch:</p>
        <ul>
          <li>
            Email: <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
          </li>
          <li>Phone: +501 223-4567</li>
          <li>Post: BelizePass, 35 Barrack Road, Belize City, Belize</li>
        </ul>
        <p>
          You can also use our <Link to="/contact">contact form</Link>. These terms are governed by the laws
          of Belize.
        </p>
      </>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms that apply when you use BelizePass and book tours, deals and gift cards from Belizean businesses."
      updated="November 1, 2026"
      sections={SECTIONS}
    />
  );
}
