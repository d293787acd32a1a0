/** A titled group of fields in a long form, ruled off from the group before it. */
export function FieldGroup({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={`space-y-4 border-t border-slate-200 pt-5 ${className}`}>
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
