import { TitledSection } from './titled-section';

/** The white, rounded panel of the booking, payment and confirmation pages. */
export const CARD_CLASS = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A titled panel; `className` adds to the panel, `titleClassName` replaces the heading's classes. */
export function Card({
  id,
  title,
  className = '',
  titleClassName = 'text-lg font-bold text-slate-900',
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={`${CARD_CLASS} ${className}`}
      titleClassName={titleClassName}
    >
      {children}
    </TitledSection>
  );
}
