import { Link } from 'react-router';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function Accessibility() {
  return (
    <>
      <PageMeta
        title="Accessibility"
        description="BelizePass's commitment to an accessible website, what we have done, and how to tell us about barriers."
      />
      <PageHero
        eyebrow="For everyone"
        title="Accessibility"
        lead="We want everyone to be able to find and book Belize's best experiences, whatever device or assistive technology they use."
      />
      <div className={`mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 ${PROSE}`}>
        <PageSection id="standard" title="Our standard">
          <p>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the
            BelizePass website, and we check new pages with the keyboard and with automated accessibility
            tests before they go live.
          </p>
        </PageSection>

        <PageSection id="what-we-do" title="What we have done" className="mt-10">
          <ul>
            <li>Every page can be used with a keyboard alone, with a visible focus outline.</li>
            <li>A "Skip to content" link at the top of each page jumps past the navigation.</li>
            <li>
              Pages are built with headings, landmarks and labelled form fields that screen readers announce.
            </li>
            <li>
              Error and success messages are announced, and form errors are shown next to the field concerned.
            </li>
            <li>
              Images of tours carry text descriptions, and icons that only decorate are hidden from screen
              readers.
            </li>
            <li>Text can be enlarged to 200% and the layout adapts to phones, tablets and desktops.</li>
            <li>Animations are reduced when your device asks for reduced motion.</li>
            <li>The main pages work even when JavaScript is switched off.</li>
          </ul>
        </PageSection>

        <PageSection id="tours" title="Accessibility of tours" className="mt-10">
          <p>
            Physical access varies a great deal between tours: a cave swim or a climb up a Maya temple is very
            different from a river safari or a zoo visit. Each listing shows a difficulty level (Easy,
            Moderate or Strenuous) and a description of what the day involves. If you have questions about
            mobility, hearing, sight or other needs, <Link to="/contact">contact us</Link> before booking and
            we will ask the operator for you.
          </p>
        </PageSection>

        <PageSection id="feedback" title="Tell us about a barrier" className="mt-10">
          <p>
            If something on the site is hard or impossible to use, please tell us which page and what
            happened. We reply within 24 hours and will help you complete your booking another way while we
            fix it.
          </p>
          <ul>
            <li>
              Email: <a href="mailto:hello@belizepass.bz">hello@belizepass.bz</a>
            </li>
            <li>
              Phone: <a href="tel:+5012234567">+501 223-4567</a> (Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-5:00
              PM)
            </li>
          </ul>
        </PageSection>
      </div>
    </>
  );
}
