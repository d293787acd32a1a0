/** A destructive action (delete, close a date). */
export { DANGER_BUTTON } from '~/components/ui/button';

/** A white panel of the dashboard. */
export const PANEL = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** A square icon-only button (edit, preview, delete) with a 44 px touch target. */
export const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** A native select in a filter bar. */
export const FILTER_SELECT =
  'block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';
