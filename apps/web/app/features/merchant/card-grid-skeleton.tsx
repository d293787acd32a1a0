/** Three grey cards while a grid of tours or deals loads. */
export function CardGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <li key={n} className="animate-pulse overflow-hidden rounded-xl border border-slate-200">
          <div className="aspect-[3/2] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-5/6 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
