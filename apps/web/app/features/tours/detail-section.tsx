/** A titled block of the tour page. */
export function DetailSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className={`scroll-mt-24 ${className}`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900 md:text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
