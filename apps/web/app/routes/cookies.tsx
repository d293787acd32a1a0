import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '~/components/ui/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What We Store on Your Device',
    content: (
      <>
        <p>
          BelizePass keeps what it stores in your browser to the minimum the site needs. When you sign in,
          your browser's local storage holds two items:
        </p>
        <ul>
          <li>
            <strong>token</strong>: a short-lived key that proves you are signed in;
          </li>
          <li>
            <strong>refreshToken</strong>: a key that renews your sign-in without asking for your password
            again.
          </li>
        </ul>
        <p>Both are removed when you log out, and neither is shared with anyone else.</p>
      </>
    ),
  },
  {
    id: 'what-we-do-not-use',
    title: 'What We Do Not Use',
    content: (
      <p>
        We do not use advertising cookies, cross-site tracking or third-party analytics, and we load no
        scripts from advertising networks. Links to our social media pages are plain links: nothing from those
        sites is loaded until you click one.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your Choices',
    content: (
      <p>
        You can clear local storage at any time in your browser's settings (usually under privacy or site
        data). The site stays fully usable for browsing; you will simply need to sign in again.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    content: (
      <p>
        For more about how we handle personal information, see our <Link to="/privacy">Privacy Policy</Link>{' '}
        or write to <a href="mailto:privacy@belizepass.bz">privacy@belizepass.bz</a>.
      </p>
    ),
  },
];

export default function Cookies() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="What BelizePass stores in your browser, and what it does not."
      updated="November 1, 2026"
      numbered={false}
      sections={SECTIONS}
    />
  );
}
