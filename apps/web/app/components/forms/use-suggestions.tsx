import { m } from '@belizepass/domain/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;
/** Fewer characters than this ask for nothing. */
const MIN_CHARS = 2;

export interface SuggestionsSetup<T> {
  /** The text in the search box. */
  text: string;
  /** The suggestions for a text (an aborted call is ignored; a failed one shows none). */
  load: (text: string, signal: AbortSignal) => Promise<T[]>;
  keyOf: (item: T) => string;
  /** An option's content. */
  render: (item: T) => React.ReactNode;
  /** Enter or a click on an option. */
  onPick: (item: T) => void;
  /** Off before hydration: the box is then a plain search field. */
  enabled: boolean;
}

/**
 * Search-as-you-type for a search box, as a WAI-ARIA combobox with a listbox popup: the input's
 * attributes and key handling (Down and Up move through the options, Enter picks the active one,
 * Escape closes the list) and the listbox to show under it, with a polite count for screen
 * readers. Asks `load` once typing pauses; a newer text aborts the older call.
 */
export function useSuggestions<T>({ text, load, keyOf, render, onPick, enabled }: SuggestionsSetup<T>) {
  const listId = useId();
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const wanted = text.trim();
  useEffect(() => {
    if (!enabled || !typed.current || wanted.length < MIN_CHARS) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadRef.current(wanted, controller.signal).then(
        (found) => {
          // A search sent meanwhile (`dismiss`) wants no list over its results.
          if (controller.signal.aborted || !typed.current) return;
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => {
          if (!controller.signal.aborted) setItems([]);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, enabled]);

  const expanded = enabled && open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    close();
    typed.current = false;
    onPick(item);
  };

  /** Closes the list and asks for nothing more until the text is edited again (e.g. on submit). */
  const dismiss = () => {
    typed.current = false;
    close();
  };

  const inputProps: React.InputHTMLAttributes<HTMLInputElement> = enabled
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        onInput: () => {
          typed.current = true;
        },
        onBlur: close,
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (items.length === 0) return;
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setOpen(true);
            setActive((current) =>
              !expanded ? (step > 0 ? 0 : items.length - 1) : (current + step + items.length) % items.length,
            );
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            pick(items[active]!);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            close();
          }
        },
      }
    : {};

  const listbox = enabled ? (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={m.site_suggestions()}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves through the options from the input (aria-activedescendant), as the combobox pattern has it
          <div
            key={keyOf(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // Keeps the focus in the input, whose blur would close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2.5 text-slate-800 ${
              index === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50'
            }`}
          >
            {render(item)}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? m.site_suggestions_count({ count: items.length }) : ''}
      </p>
    </>
  ) : null;

  return { inputProps, listbox, dismiss };
}
