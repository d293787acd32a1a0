import { m } from '@belizepass/domain/i18n';
import { Search, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useSyncedState } from '~/components/ui/use-synced-state';

/** A search input (`name="q"`) with its screen-reader label and the magnifier icon inside it. */
export function SearchField({
  id,
  label,
  className = 'relative flex-1',
  inputClassName,
  children,
  ...input
}: {
  id: string;
  label: string;
  className?: string;
  inputClassName: string;
  /** Shown over the input's end, e.g. a clear button. */
  children?: React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
      />
      <input id={id} type="search" name="q" className={inputClassName} {...input} />
      {children}
    </div>
  );
}

const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white pr-10 pl-10 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none';

/**
 * The search form of a public listing: a GET form (so it works before the page's script has
 * loaded) whose text goes into the URL as `q`, with the listing's other parameters as hidden
 * fields (`carried` before the input, `children` after it) and a link that clears the search.
 * With JavaScript `onSearch` gets the trimmed text instead.
 */
export function SearchBox({
  landmark,
  inputId,
  label,
  placeholder = label,
  action,
  query,
  clearHref,
  maxLength,
  onSearch,
  carried = [],
  compact = false,
  className,
  children,
  text: ownText,
  onTextChange,
  inputProps,
  popup,
}: {
  /** The name of the `<search>` landmark. */
  landmark: string;
  inputId: string;
  label: string;
  placeholder?: string;
  action: string;
  /** The search in the URL now. */
  query: string;
  clearHref: string;
  maxLength: number;
  onSearch: (text: string) => void;
  carried?: [string, string][];
  /** The smaller box of a sticky bar. */
  compact?: boolean;
  className?: string;
  children?: React.ReactNode;
  /** The text, when the caller keeps it (with `onTextChange`), e.g. to suggest as it changes. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** More attributes of the input, e.g. a combobox's. */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  /** Shown under the input, e.g. a list of suggestions. */
  popup?: React.ReactNode;
}) {
  const [localText, setLocalText] = useSyncedState(query);
  const text = ownText ?? localText;
  const setText = onTextChange ?? setLocalText;
  // Text typed before the page's script ran is in the input but not in the state: take it over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const typed = (document.getElementById(inputId) as HTMLInputElement | null)?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);
  return (
    <search aria-label={landmark} className={className}>
      <form
        method="get"
        action={action}
        className={compact ? 'flex gap-2' : 'flex w-full gap-2'}
        onSubmit={(event) => {
          event.preventDefault();
          // What the input shows, even if it was typed while the page was still loading.
          onSearch(String(new FormData(event.currentTarget).get('q') ?? text).trim());
        }}
      >
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SearchField
          id={inputId}
          label={label}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          {...inputProps}
          inputClassName={`${INPUT_CLASS} ${compact ? 'py-2.5' : 'min-h-12 py-3 shadow-sm'}`}
        >
          {query && (
            <Link
              to={clearHref}
              preventScrollReset
              aria-label={m.site_search_clear()}
              className={
                compact
                  ? 'absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:text-slate-800'
                  : 'absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800'
              }
            >
              <X aria-hidden="true" className="size-5" />
            </Link>
          )}
          {popup}
        </SearchField>
        {children}
        <button type="submit" className={buttonClass({ size: 'md' }, compact ? 'px-5' : 'min-h-12 px-5')}>
          {m.site_search()}
        </button>
      </form>
    </search>
  );
}
