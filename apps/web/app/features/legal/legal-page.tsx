import { intlLocale, m } from '@belizepass/domain/i18n';
import { PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export interface LegalSection {
  id: string;
  title: string;
  content: React.ReactNode;
}

/** "November 1, 2026" for `2026-11-01`, in the page's language. */
function formatUpdated(date: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Layout of the policy pages: heading, last-updated date, an "On this page" list and numbered
 * sections, each with an anchor so it can be linked to directly.
 */
export function LegalPage({
  title,
  description,
  updated,
  intro,
  sections,
  numbered = true,
}: {
  title: string;
  description: string;
  /** The date of the last change, YYYY-MM-DD. */
  updated: string;
  intro?: React.ReactNode;
  sections: LegalSection[];
  numbered?: boolean;
}) {
  const heading = (section: LegalSection, index: number) =>
    numbered ? m.pages_legal_numbered_title({ number: index + 1, title: section.title }) : section.title;
  return (
    <>
      <PageMeta title={title} description={description} />
      <div className="border-b border-slate-100 bg-linear-to-br from-brand-50 via-white to-sky-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {m.pages_legal_eyebrow()}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-slate-600">{m.pages_legal_updated({ date: formatUpdated(updated) })}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8 lg:py-14">
        <nav aria-label={m.pages_legal_on_this_page()} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">{m.pages_legal_on_this_page()}</p>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-slate-600 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {heading(section, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0">
          {intro && <div className={`${PROSE} -mt-3 text-lg`}>{intro}</div>}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-slate-100 py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                {heading(section, index)}
              </h2>
              <div className={PROSE}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
