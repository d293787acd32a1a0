import type { LucideIcon } from 'lucide-react';

/**
 * The centred heading of a confirmation page: a status icon, the page's <h1> and what follows
 * from it. `headingRef` lets the page move focus to the heading.
 */
export function ReceiptHeading({
  icon: Icon,
  iconClassName,
  title,
  headingRef,
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <div className="text-center">
      <Icon aria-hidden="true" className={`mx-auto size-12 ${iconClassName}`} />
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-3 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A QR code with a caption under it, e.g. "Show this code at check-in". */
export function QrFigure({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2">
      {children}
      <figcaption className="text-center text-xs text-slate-500">{caption}</figcaption>
    </figure>
  );
}
