/** How a label and value pair is laid out, by where it is shown. */
const LOOKS = {
  /** Label over value (detail dialogs). */
  stacked: ['min-w-0', 'text-sm font-medium text-slate-500', 'mt-0.5 break-words text-slate-900'],
  /** A small capitalised label over the value (gift cards and vouchers). */
  caps: [
    'min-w-0',
    'text-xs font-medium tracking-wide text-slate-500 uppercase',
    'mt-1 break-words text-slate-900',
  ],
  /** Label left, value right, stacked on phones (merchant console panels). */
  split: [
    'flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2',
    'text-slate-600',
    'min-w-0 font-medium break-words text-slate-900 sm:text-right',
  ],
  /** A label column beside the value (profile). */
  columns: [
    'py-4 sm:grid sm:grid-cols-3 sm:gap-4',
    'text-sm font-medium text-slate-500',
    'mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0',
  ],
  /** A narrow label column beside the value (booking confirmation). */
  receipt: [
    'grid gap-0.5 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4',
    'text-sm font-medium text-slate-500',
    'text-slate-900',
  ],
} as const;

/** One label and value of a definition list (inside a `<dl>`). */
export function DescriptionItem({
  look,
  label,
  children,
}: {
  look: keyof typeof LOOKS;
  label: string;
  children: React.ReactNode;
}) {
  const [row, term, value] = LOOKS[look];
  return (
    <div className={row}>
      <dt className={term}>{label}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}

export type DetailProps = { label: string; children: React.ReactNode };
