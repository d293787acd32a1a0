import { m } from '@belizepass/domain/i18n';
import { Clock, CreditCard, Send, TreePalm } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { NewsletterAnswer } from '~/routes/newsletter';
import { BusinessHours, ContactAddress } from './contact-info';
import { DisplayPreferences } from './display-preferences';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './social-icons';

interface FooterLink {
  to: string;
  label: () => string;
}

const EXPLORE_LINKS: FooterLink[] = [
  { to: '/tours', label: () => m.site_nav_tours() },
  { to: '/deals', label: () => m.site_nav_deals() },
  { to: '/giftcards', label: () => m.site_nav_gift_cards() },
  { to: '/destinations', label: () => m.site_footer_destinations() },
  { to: '/activities', label: () => m.site_footer_activities() },
  { to: '/testimonials', label: () => m.site_footer_testimonials() },
  { to: '/about', label: () => m.site_footer_about() },
  { to: '/contact', label: () => m.site_footer_contact() },
  { to: '/how-it-works', label: () => m.site_nav_how_it_works() },
  { to: '/merchant/register', label: () => m.site_footer_for_merchants() },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: '/terms', label: () => m.site_footer_terms() },
  { to: '/privacy', label: () => m.site_footer_privacy() },
  { to: '/refund-policy', label: () => m.site_footer_refund_policy() },
  { to: '/cookies', label: () => m.site_footer_cookies() },
  { to: '/accessibility', label: () => m.site_footer_accessibility() },
];

/** Our pages on the social networks; each network's name is a brand, the same in every language. */
const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/belizepass', network: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/belizepass', network: 'Instagram', Icon: InstagramIcon },
  { href: 'https://x.com/belizepass', network: 'X (Twitter)', Icon: XIcon },
  { href: 'https://www.youtube.com/@belizepass', network: 'YouTube', Icon: YouTubeIcon },
];

/** How long the newsletter thanks stays on screen (spec section 9). */
const THANKS_MS = 5000;

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun-400';
// py-2 keeps a one-line link 40 px tall and sets a link that wraps apart from the next.
const LINK_CLASS = `inline-flex min-h-10 items-center rounded py-2 text-slate-300 hover:text-white ${FOCUS_RING}`;

/**
 * Newsletter sign-up. It posts to the /newsletter route action (routes/newsletter.tsx), which checks
 * the address with the shared schema and subscribes it: with JavaScript through a fetcher, the answer
 * showing here; without it as a plain post that opens the /newsletter page with the answer. The
 * browser's own email check runs first; the footer stays free of the form library, as it is on
 * every page.
 */
function NewsletterForm() {
  const fetcher = useFetcher<NewsletterAnswer>({ key: 'newsletter' });
  const answer = fetcher.data;
  const form = useRef<HTMLFormElement>(null);
  const [quiet, setQuiet] = useState<NewsletterAnswer | undefined>(undefined);
  const [edited, setEdited] = useState<NewsletterAnswer | undefined>(undefined);
  const sending = fetcher.state !== 'idle';
  const shown = answer && answer !== quiet ? answer.status : null;
  const invalid = shown === 'invalid' && answer !== edited;

  useEffect(() => {
    if (answer?.status !== 'subscribed') return;
    form.current?.reset();
    const timer = setTimeout(() => setQuiet(answer), THANKS_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter"
      className="mt-4"
      aria-describedby="newsletter-status"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        {m.site_footer_newsletter()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={invalid ? true : undefined}
          onChange={() => setEdited(answer)}
          placeholder={m.site_footer_newsletter_placeholder()}
          className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-4 text-white placeholder:text-slate-400 focus:border-sun-400 focus:outline-2 focus:outline-sun-400"
        />
        <button
          type="submit"
          disabled={sending}
          className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-sun-400 px-5 font-semibold text-slate-900 transition hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS_RING}`}
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? m.site_footer_subscribing() : m.site_footer_subscribe()}
        </button>
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-6 text-sm">
        {shown === 'subscribed' && <span className="font-medium text-green-300">{answer?.message}</span>}
        {(invalid || shown === 'failed') && (
          <span className="font-medium text-red-300">{answer?.message}</span>
        )}
      </p>
    </fetcher.Form>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK_CLASS}>
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer of checkout (the booking form and the payment page): the legal links, the display
 * preferences and the copyright, without the newsletter and the marketing links that would lead
 * away from a booking under way.
 */
export function SlimFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="sr-only">
            {m.site_footer_legal()}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={LINK_CLASS}>
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          <DisplayPreferences />
          <p className="text-sm text-slate-400">{m.site_footer_copyright({ year })}</p>
        </div>
      </div>
    </footer>
  );
}

/** The site footer (spec section 2.2). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link
              to="/"
              className={`inline-flex items-center gap-2 rounded text-xl font-bold text-white ${FOCUS_RING}`}
            >
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600">
                <TreePalm aria-hidden="true" className="size-5" />
              </span>
              <span>
                Belize<span className="text-sun-400">Pass</span>
              </span>
            </Link>
            <p className="mt-4 max-w-sm text-slate-400">{m.site_footer_tagline()}</p>
            <h2 className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">
              {m.site_footer_newsletter()}
            </h2>
            <p className="mt-2 text-sm text-slate-400">{m.site_footer_newsletter_lead()}</p>
            <NewsletterForm />
            <ul className="mt-4 flex gap-2" aria-label={m.site_footer_social_media()}>
              {SOCIAL_LINKS.map(({ href, network, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={m.site_footer_social_link({ network })}
                    className={`flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-600 hover:text-white ${FOCUS_RING}`}
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
            <FooterLinks id="footer-explore" title={m.site_footer_explore()} links={EXPLORE_LINKS} />
            <FooterLinks id="footer-legal" title={m.site_footer_legal()} links={LEGAL_LINKS} />
            <div>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {m.site_footer_contact()}
              </h2>
              <ContactAddress
                className="mt-3 space-y-3"
                lineClassName="flex gap-2"
                iconClassName="text-sun-400"
                linkClassName={`rounded hover:text-white ${FOCUS_RING}`}
              />
              <h2 className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-wide text-white uppercase">
                <Clock aria-hidden="true" className="size-4 text-sun-400" />
                {m.site_footer_business_hours()}
              </h2>
              <BusinessHours className="mt-3 gap-x-3 gap-y-1 text-sm" dayClassName="text-slate-400" />
            </div>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-slate-800 pt-8 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-4">
            <DisplayPreferences />
            <p className="text-sm text-slate-400">{m.site_footer_copyright({ year })}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-400">{m.site_footer_we_accept()}</span>
            <ul className="flex flex-wrap gap-2" aria-label={m.site_footer_payment_methods()}>
              <li className="inline-flex h-8 items-center gap-1.5 rounded-md bg-white px-2.5 text-xs font-semibold text-slate-800">
                <CreditCard aria-hidden="true" className="size-4" />
                {m.site_footer_card()}
              </li>
              <li className="inline-flex h-8 items-center rounded-md bg-white px-2.5 text-sm font-extrabold tracking-wider text-[#1a1f71] italic">
                VISA
              </li>
              <li className="inline-flex h-8 items-center gap-1 rounded-md bg-white px-2.5 text-xs font-bold tracking-wide text-slate-900">
                <span aria-hidden="true" className="flex">
                  <span className="size-3.5 rounded-full bg-[#eb001b]" />
                  <span className="-ml-1.5 size-3.5 rounded-full bg-[#f79e1b] opacity-90" />
                </span>
                MASTERCARD
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
