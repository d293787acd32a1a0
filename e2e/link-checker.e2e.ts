import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { englishOnlyTexts, englishOnPage } from './fixtures/i18n';

/** A page reached by the crawl, with the page that linked to it. */
interface Visit {
  url: URL;
  from: string;
}

interface PageReport {
  path: string;
  title: string | null;
  description: string | null;
  canonical: string | null;
  noindex: boolean;
  /** hreflang -> address of the same page in that language. */
  alternates: Record<string, string>;
}

interface TourList {
  tours: { id: string; title: string }[];
  pagination: { page: number; pages: number; total: number };
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Query-string variants crawled per path (filters and pages of a listing multiply quickly). */
const VARIANTS_PER_PATH = 3;
const PARALLEL_REQUESTS = 6;
/** Files the pages link to (photos, exports, calendar files), which have no language. */
const NOT_PAGES = /^\/(?:uploads|api|assets)\/|\.[a-z0-9]{2,5}$/i;
/** Paths that are not pages of the site. */
const SKIPPED_PATHS = [/^\/api\/docs(\/|$)/];
/** The content pages of the footer and navigation, each of which the sitemap lists. */
const CONTENT_PAGES = [
  '/',
  '/tours',
  '/deals',
  '/giftcards',
  '/how-it-works',
  '/about',
  '/contact',
  '/destinations',
  '/activities',
  '/testimonials',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/cookies',
  '/accessibility',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => ENTITIES[name]!);

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1]!) : null;
}

/** Every `<a href>` of the server-rendered HTML. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/gi)]
    .map((match) => attribute(match[0], 'href'))
    .filter((href): href is string => href !== null);
}

function readPage(html: string, path: string): PageReport {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const metaTags = [...html.matchAll(/<meta\s[^>]*>/gi)].map((m) => m[0]);
  const linkTags = [...html.matchAll(/<link\s[^>]*>/gi)].map((m) => m[0]);
  const description = metaTags.find((tag) => attribute(tag, 'name') === 'description');
  const robots = metaTags.find((tag) => attribute(tag, 'name') === 'robots');
  const canonical = linkTags.find((tag) => attribute(tag, 'rel') === 'canonical');
  const alternates: Record<string, string> = {};
  for (const tag of linkTags.filter((tag) => attribute(tag, 'rel') === 'alternate')) {
    const language = attribute(tag, 'hreflang');
    const href = attribute(tag, 'href');
    if (language && href) alternates[language] = href;
  }
  return {
    alternates,
    path,
    title: title ? decodeEntities(title[1]!).trim() : null,
    description: description ? attribute(description, 'content') : null,
    canonical: canonical ? attribute(canonical, 'href') : null,
    noindex: !!robots && /noindex/i.test(attribute(robots, 'content') ?? ''),
  };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

async function allPublicTours(request: APIRequestContext) {
  const tours: TourList['tours'] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/tours?limit=50&page=${page}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as TourList;
    tours.push(...body.tours);
    if (page >= body.pagination.pages) {
      expect(tours).toHaveLength(body.pagination.total);
      return tours;
    }
  }
}

/** Runs `work` over the items with at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Parses the XML in the browser; returns the problems found against the sitemap protocol. */
async function checkSitemapXml(page: Page, xml: string) {
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const parseError = doc.getElementsByTagName('parsererror')[0];
      if (parseError) return { problems: [`not well-formed XML: ${parseError.textContent}`], locs: [] };
      const problems: string[] = [];
      const root = doc.documentElement;
      if (root.localName !== 'urlset' || root.namespaceURI !== ns) {
        problems.push(`root element is {${root.namespaceURI}}${root.localName}, expected {${ns}}urlset`);
      }
      const locs: string[] = [];
      const urls = Array.from(root.children);
      if (urls.length === 0) problems.push('no <url> entries');
      if (urls.length > 50_000) problems.push(`${urls.length} entries; a sitemap holds at most 50,000`);
      for (const url of urls) {
        if (url.localName !== 'url' || url.namespaceURI !== ns) {
          problems.push(`unexpected element <${url.tagName}> in <urlset>`);
          continue;
        }
        const children = Array.from(url.children).filter((child) => child.namespaceURI === ns);
        const names = children.map((child) => child.localName);
        const loc = children.find((child) => child.localName === 'loc')?.textContent?.trim() ?? '';
        if (names.filter((name) => name === 'loc').length !== 1)
          problems.push('a <url> without exactly one <loc>');
        for (const name of names) {
          if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(name)) {
            problems.push(`${loc}: unexpected <${name}>`);
          }
          if (names.filter((other) => other === name).length > 1) problems.push(`${loc}: <${name}> repeated`);
        }
        if (!/^https?:\/\/[^\s]+$/.test(loc) || loc.length > 2048) problems.push(`invalid <loc> "${loc}"`);
        const value = (name: string) =>
          children.find((child) => child.localName === name)?.textContent?.trim();
        const lastmod = value('lastmod');
        if (
          lastmod !== undefined &&
          !/^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.test(lastmod)
        ) {
          problems.push(`${loc}: invalid <lastmod> "${lastmod}"`);
        }
        const changefreq = value('changefreq');
        if (
          changefreq !== undefined &&
          !['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'].includes(changefreq)
        ) {
          problems.push(`${loc}: invalid <changefreq> "${changefreq}"`);
        }
        const priority = value('priority');
        if (priority !== undefined && !/^(0(\.\d+)?|1(\.0+)?)$/.test(priority)) {
          problems.push(`${loc}: invalid <priority> "${priority}"`);
        }
        locs.push(loc);
      }
      return { problems, locs };
    },
    { text: xml, ns: SITEMAP_NS },
  );
}

/**
 * Crawls the site's server-rendered HTML from a language's home page, its footer and a tour, following
 * every internal link (a few query variants per path). Reports each page, and every link that is
 * dead, malformed or (on the Spanish site) leaves the language.
 */
async function crawl(request: APIRequestContext, origin: string, home: '/' | '/es') {
  const prefix = home === '/' ? '' : home;
  const tours = await request.get('/api/tours?limit=1');
  expect(tours.status()).toBe(200);
  const firstTour = ((await tours.json()) as TourList).tours[0];
  expect(firstTour, 'the demo data has a public tour').toBeDefined();

  const homePage = await request.get(home);
  expect(homePage.status()).toBe(200);
  const footer = /<footer[\s>][\s\S]*<\/footer>/i.exec(await homePage.text())?.[0] ?? '';
  const footerLinks = linksIn(footer);
  expect(footerLinks.length, 'the footer has links').toBeGreaterThan(10);

  const seen = new Set<string>();
  const perPath = new Map<string, number>();
  const reports: PageReport[] = [];
  const failures: string[] = [];
  let queue: Visit[] = [];

  const enqueue = (href: string, from: string) => {
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(href, new URL(from, origin));
    } catch {
      failures.push(`${from} links to a malformed address "${href}"`);
      return;
    }
    if (url.origin !== origin || SKIPPED_PATHS.some((re) => re.test(url.pathname))) return;
    const isPage = !NOT_PAGES.test(url.pathname);
    if (prefix && isPage && !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      failures.push(`${from} links out of its language to ${url.pathname}`);
      return;
    }
    url.hash = '';
    const key = pathOf(url);
    if (seen.has(key)) return;
    const variants = perPath.get(url.pathname) ?? 0;
    if (url.search && variants >= VARIANTS_PER_PATH) return;
    seen.add(key);
    perPath.set(url.pathname, variants + 1);
    queue.push({ url, from });
  };

  enqueue(home, 'the start');
  for (const href of footerLinks) enqueue(href, `${home} (footer)`);
  enqueue(`${prefix}/tours/${firstTour!.id}`, 'the tour list of /api/tours');

  while (queue.length > 0) {
    const level = queue;
    queue = [];
    await inParallel(level, PARALLEL_REQUESTS, async ({ url, from }) => {
      const path = pathOf(url);
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const status = response.status();
      if (status >= 400) {
        failures.push(`${path} answered ${status} (linked from ${from})`);
        return;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
      const html = await response.text();
      if (!/<h1[\s>]/i.test(html)) failures.push(`${path} has no <h1> (linked from ${from})`);
      reports.push(readPage(html, path));
      for (const href of linksIn(html)) enqueue(href, path);
    });
  }
  return { reports, failures, seen };
}

/** Indexable pages have a title, a description and a canonical address, and no two addresses share a title. */
function metadataProblems(reports: PageReport[]): string[] {
  const metadata: string[] = [];
  const titles = new Map<string, string>();
  for (const report of reports.filter((r) => !r.noindex)) {
    if (!report.title) metadata.push(`${report.path} has no <title>`);
    if (!report.description) metadata.push(`${report.path} has no meta description`);
    if (!report.canonical) {
      metadata.push(`${report.path} has no canonical link`);
      continue;
    }
    if (report.canonical.includes('?')) metadata.push(`${report.path} has a canonical link with a query`);
    const key = report.title ?? '';
    const other = titles.get(key);
    if (other === undefined) titles.set(key, report.canonical);
    else if (other !== report.canonical) {
      metadata.push(`${report.path} shares its title "${key}" with ${new URL(other).pathname}`);
    }
  }
  return metadata;
}

/** Pages of one shape (a tour page, a deal page) are checked once each. */
const shapeOf = (path: string) =>
  path
    .split('?', 1)[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id')
    .replace(/\/giftcards\/[^/]+$/, '/giftcards/:id');

test.describe('links and sitemap', () => {
  test('every internal link reachable from the home page, footer and a tour answers with a page', async ({
    request,
    baseURL,
  }, testInfo) => {
    // The crawl reads server-rendered HTML, which is the same for every screen size.
    test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const { reports, failures, seen } = await crawl(request, origin, '/');
    expect(failures, `Dead links or pages without their heading:\n${failures.join('\n')}`).toEqual([]);
    expect(reports.length).toBeGreaterThan(CONTENT_PAGES.length);
    testInfo.annotations.push({
      type: 'crawled',
      description: `${reports.length} pages, ${seen.size} addresses`,
    });
    const metadata = metadataProblems(reports);
    expect(metadata, `Pages with missing or repeated metadata:\n${metadata.join('\n')}`).toEqual([]);
  });

  test('the Spanish site: every link stays in Spanish and answers, hreflang pairs point both ways, and no English text of the catalogues shows', async ({
    request,
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
    test.setTimeout(300_000);
    const origin = new URL(baseURL!).origin;
    const { reports, failures, seen } = await crawl(request, origin, '/es');
    expect(
      failures,
      `Dead links, links out of Spanish or pages without a heading:\n${failures.join('\n')}`,
    ).toEqual([]);
    expect(reports.length).toBeGreaterThan(CONTENT_PAGES.length);
    testInfo.annotations.push({
      type: 'crawled',
      description: `${reports.length} pages, ${seen.size} addresses`,
    });
    const metadata = metadataProblems(reports);
    expect(metadata, `Spanish pages with missing or repeated metadata:\n${metadata.join('\n')}`).toEqual([]);

    // Each Spanish page names itself and its English twin, and the twin names it back.
    const pairs: string[] = [];
    await inParallel(
      reports.filter((report) => !report.noindex),
      PARALLEL_REQUESTS,
      async (report) => {
        const own = `${origin}${report.path.split('?', 1)[0]}`;
        const { es, en } = report.alternates;
        if (es !== own) pairs.push(`${report.path}: hreflang es is ${es}, not the page itself`);
        if (!en) return void pairs.push(`${report.path}: no hreflang en`);
        const twin = await request.get(new URL(en).pathname);
        if (twin.status() !== 200)
          return void pairs.push(`${report.path}: its English page ${en} answered ${twin.status()}`);
        const back = readPage(await twin.text(), en).alternates.es;
        if (back !== own) pairs.push(`${en} names ${back} as its Spanish page, not ${own}`);
      },
    );
    expect(pairs, pairs.join('\n')).toEqual([]);

    // What a Spanish reader sees holds none of the English catalogue's texts.
    const english = englishOnlyTexts();
    const shapes = new Map<string, string>();
    for (const report of reports)
      if (!shapes.has(shapeOf(report.path))) shapes.set(shapeOf(report.path), report.path);
    const leaks: string[] = [];
    for (const path of shapes.values()) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      for (const phrase of await englishOnPage(page, english)) leaks.push(`${path}: "${phrase}"`);
    }
    expect(leaks, `English left on Spanish pages:\n${leaks.join('\n')}`).toEqual([]);
  });

  test('sitemap.xml follows the sitemap protocol and lists every public tour; robots.txt names it', async ({
    request,
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
    test.setTimeout(120_000);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^Sitemap:\s*https?:\/\/\S+\/sitemap\.xml\s*$/im);

    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const { problems, locs } = await checkSitemapXml(page, await response.text());
    expect(problems, problems.join('\n')).toEqual([]);

    const paths = locs.map((loc) => new URL(loc).pathname.replace(/(.)\/$/, '$1'));
    expect(new Set(locs).size, 'no address is listed twice').toBe(locs.length);
    const origins = new Set(locs.map((loc) => new URL(loc).origin));
    expect(origins.size, 'every address is on one site').toBe(1);
    expect(robotsText).toContain(`Sitemap: ${[...origins][0]}/sitemap.xml`);

    const tours = await allPublicTours(request);
    expect(tours.length).toBeGreaterThan(0);
    const missingTours = tours.filter((tour) => !paths.includes(`/tours/${tour.id}`));
    expect(
      missingTours.map((tour) => tour.title),
      'public tours missing from the sitemap',
    ).toEqual([]);
    const missingPages = CONTENT_PAGES.filter((path) => !paths.includes(path));
    expect(missingPages, 'content pages missing from the sitemap').toEqual([]);

    const broken: string[] = [];
    await inParallel(locs, PARALLEL_REQUESTS, async (loc) => {
      const url = new URL(loc);
      const answer = await request.get(pathOf(url), { maxRedirects: 0 });
      if (answer.status() !== 200) broken.push(`${loc} answered ${answer.status()}`);
    });
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
