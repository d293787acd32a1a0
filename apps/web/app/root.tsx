import { m, pathInLocale } from '@belizepass/domain/i18n';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ButtonLink, buttonClass } from './components/ui/button';
import { IconBadge } from './components/ui/icon-badge';
import { SessionProvider } from './features/auth/session';
import { OfflineSupport } from './features/offline/offline-support';
import { SiteShell } from './layouts/site-shell';
import { display } from './lib/display';
import { useNonce } from './lib/nonce';
import { sessionUser } from './lib/session.server';

/**
 * The stylesheet has a precedence, so React writes it at the top of the head: ahead of the module
 * preloads, which would otherwise hold it back behind dozens of scripts on a slow connection.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * The site's public origin (PUBLIC_URL), for absolute URLs such as the canonical
 * link, and the signed-in user. Pages served from the page cache are the same for every visitor:
 * they carry no user (`sessionKnown: false`) and the header asks `/session` after load.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const sessionKnown = !context.visitorIndependent;
  return {
    origin: context.publicUrl,
    user: sessionKnown ? await sessionUser(context) : null,
    sessionKnown,
  };
}

/** The user changes only through a form (sign-in, sign-out, profile), never by moving between pages. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/** The one address of a page: its path without query or trailing slash. */
function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  // Error pages are not indexed, so they name no canonical address.
  const failed = useRouteError() != null;
  // A page shown at another page's address (the offline page) must not hydrate there.
  const scripts = !useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  const { locale, currency } = display();
  const path = canonicalPath(pathname);
  return (
    <html lang={locale} data-currency={currency}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b8466" />
        <Meta />
        {root && !failed && (
          <>
            <link rel="canonical" href={`${root.origin}${pathInLocale(path, locale)}`} />
            {/* The same page in each language (decision 029). */}
            <link rel="alternate" hrefLang="en" href={`${root.origin}${pathInLocale(path, 'en')}`} />
            <link rel="alternate" hrefLang="es" href={`${root.origin}${pathInLocale(path, 'es')}`} />
            <link rel="alternate" hrefLang="x-default" href={`${root.origin}${pathInLocale(path, 'en')}`} />
          </>
        )}
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/** The tourist site and the two consoles each have a layout route of their own (routes.ts). */
export default function App() {
  return (
    <SessionProvider>
      <Outlet />
      <OfflineSupport />
    </SessionProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? m.site_error_not_found() : m.site_something_went_wrong();
  const text = notFound ? m.site_error_not_found_text() : m.site_error_failed_text();
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <SessionProvider>
      <SiteShell overlayHeader={false}>
        <title>{`${title} | BelizePass`}</title>
        <meta name="robots" content="noindex" />
        <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
          <IconBadge icon={notFound ? SearchX : TriangleAlert} size="lg" round className="mx-auto" />
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {notFound
              ? m.site_error_status({ status: 404 })
              : isRouteErrorResponse(error)
                ? m.site_error_status({ status: error.status })
                : m.site_error_label()}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-slate-600">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {notFound ? (
              <>
                <ButtonLink to="/" size="lg">
                  {m.site_error_back_home()}
                </ButtonLink>
                <ButtonLink to="/tours" variant="secondary" size="lg">
                  {m.site_error_browse_tours()}
                </ButtonLink>
              </>
            ) : (
              <>
                {/* A full page load, so the server renders the page afresh. */}
                <Link to={`${pathname}${search}`} reloadDocument className={buttonClass({ size: 'lg' })}>
                  <RotateCw aria-hidden="true" className="size-5" />
                  {m.site_try_again()}
                </Link>
                <ButtonLink to="/" reloadDocument variant="secondary" size="lg">
                  {m.site_error_back_home()}
                </ButtonLink>
              </>
            )}
          </div>
          {!notFound && (
            <p className="mt-6 text-sm text-slate-500">
              {m.site_error_write_to()}{' '}
              <a href="mailto:hello@belizepass.bz" className="font-medium text-brand-700 underline">
                hello@belizepass.bz
              </a>
              .
            </p>
          )}
          {details && (
            <pre className="mt-10 overflow-x-auto rounded-lg bg-slate-100 p-4 text-left text-xs text-slate-700">
              {details}
            </pre>
          )}
        </div>
      </SiteShell>
    </SessionProvider>
  );
}
