import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/components/ui/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          BelizePass ("we", "us") respects your privacy. This policy explains what personal information we
          collect when you use our website, why we collect it, who we share it with and what choices you have.
          It applies to travellers, merchants and anyone who visits the site.
        </p>
        <p>
          BelizePass is operated from 35 Barrack Road, Belize City, Belize, and is responsible for the
          personal information described here.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, email address, phone number and password (stored only
            in a one-way encrypted form).
          </li>
          <li>
            <strong>Booking details</strong>: the tours you book, dates, party size, special requirements you
            choose to share, and the confirmation codes we issue.
          </li>
          <li>
            <strong>Payment details</strong>: card payments are handled by our payment provider; we keep a
            record of the amount, the result and the last digits of the card, not the full card number.
          </li>
          <li>
            <strong>Merchant details</strong>: business name, contact details, description and payout
            information of businesses that sell on BelizePass.
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form or by email, and your email
            address if you subscribe to our newsletter.
          </li>
          <li>
            <strong>Technical data</strong>: the standard information your browser sends with each request,
            such as IP address and browser type, which our servers record for security.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account and keep you signed in;</li>
          <li>process bookings and payments, and send confirmations, changes and refunds;</li>
          <li>let merchants deliver your tour and check you in;</li>
          <li>answer your questions and resolve problems;</li>
          <li>send the newsletter, only if you subscribed;</li>
          <li>prevent fraud and abuse, and meet our legal and accounting obligations.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for advertising on other sites.</p>
      </>
    ),
  },
  {
    id: 'disclosure',
    title: 'Disclosure of Your Information',
    content: (
      <>
        <p>We share personal information only when it is needed:</p>
        <ul>
          <li>
            with the <strong>merchant</strong> whose tour you book: your name, contact details, party size and
            any special requirements, so they can run the tour;
          </li>
          <li>
            with <strong>service providers</strong> that work for us, such as our payment provider, email
            delivery and hosting, under contracts that limit their use of the data to our instructions;
          </li>
          <li>
            with <strong>authorities</strong> when the law of Belize requires it, or to protect the safety of
            our users.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <>
        <p>
          All traffic to BelizePass is encrypted. Passwords are stored only as salted one-way hashes, access
          to personal data is limited to staff who need it, and merchants can see only the bookings of their
          own tours.
        </p>
        <p>
          We keep booking and payment records for as long as accounting law requires, and other personal
          information for as long as your account is active. You can delete your account from your account
          page at any time; bookings that must be kept for legal reasons are then kept without being linked to
          a login. No system is perfectly secure: if we learn of a breach that affects you, we will tell you
          promptly.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <p>
        We may update this policy when our services or the law change. The date at the top of this page shows
        the latest version. If a change significantly affects how we use your information, we will tell you by
        email or with a notice on the site before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <>
        <p>
          To ask what information we hold about you, to correct or delete it, or with any other privacy
          question, write to <a href="mailto:privacy@belizepass.bz">privacy@belizepass.bz</a>. We reply within
          24 hours on business days.
        </p>
        <p>
          By post: BelizePass, 35 Barrack Road, Belize City, Belize. See also our{' '}
          <Link to="/cookies">Cookie Policy</Link>.
        </p>
      </>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal information BelizePass collects, how it is used and shared, and how to contact us about your privacy."
      updated="June 1, 2023"
      sections={SECTIONS}
    />
  );
}
