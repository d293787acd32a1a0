import { TitledSection } from './titled-section';

/** The heading band at the top of a content page: optional eyebrow, the page's one <h1>, a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  /** Match pages whose content uses the full 7xl width. */
  wide?: boolean;
}) {
  return (
    <section className="border-b border-slate-100 bg-linear-to-br from-brand-50 via-white to-sky-50">
      <div className={`mx-auto ${wide ? 'max-w-7xl' : 'max-w-5xl'} px-4 py-12 sm:px-6 sm:py-16 lg:px-8`}>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-600">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** Classes that give long-form text (policies, explanations) readable spacing and link styling. */
export const PROSE =
  'text-slate-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** A titled part of a content page, its heading in the pages' section style. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={className}
      titleClassName="text-2xl font-bold text-slate-900"
    >
      {children}
    </TitledSection>
  );
}
