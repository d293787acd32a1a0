/**
 * A landmark named by its own heading: `<section aria-labelledby={id}>` (or an aside) whose first
 * child is the heading with that id.
 */
export function TitledSection({
  id,
  anchor,
  title,
  as: Tag = 'section',
  heading: Heading = 'h2',
  className,
  titleClassName = 'text-lg font-semibold text-slate-900',
  children,
}: {
  id: string;
  /** The landmark's own id, for links to it (`#booking`). */
  anchor?: string;
  title: React.ReactNode;
  as?: 'section' | 'aside';
  heading?: 'h2' | 'h3';
  className?: string;
  titleClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <Tag id={anchor} aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
