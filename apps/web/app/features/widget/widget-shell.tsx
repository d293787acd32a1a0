import { m } from '@belizepass/domain/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The message a widget page sends the page framing it (public/widget.js sizes the frame by it). */
export const WIDGET_MESSAGE = 'belizepass-widget';

/**
 * The operator's colour in place of the site's green: the brand shades every component uses are
 * variables (app.css), so setting them on the widget's frame recolours all it shows.
 */
function colourStyle(colour: string): React.CSSProperties {
  const tint = (percent: number) => `color-mix(in srgb, ${colour} ${percent}%, white)`;
  const shade = (percent: number) => `color-mix(in srgb, ${colour} ${percent}%, black)`;
  return {
    '--color-brand-50': tint(8),
    '--color-brand-100': tint(18),
    '--color-brand-500': tint(85),
    '--color-brand-600': colour,
    '--color-brand-700': shade(85),
    '--color-brand-900': shade(45),
  } as React.CSSProperties;
}

/**
 * Tells the framing page how tall the widget is, and that it moved to another step (so the page can
 * bring the frame's top into view): each time the content's height changes and on each new page.
 */
function useFrameReports(content: React.RefObject<HTMLDivElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const element = content.current;
    if (!element || window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: WIDGET_MESSAGE, height: Math.ceil(element.getBoundingClientRect().height) },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [content]);
  useEffect(() => {
    if (window.parent === window) return;
    window.parent.postMessage({ type: WIDGET_MESSAGE, page: pathname }, '*');
  }, [pathname]);
}

/** The widget's frame: the operator's name and colour, the step, and who runs the checkout. */
export function WidgetShell({
  name,
  colour,
  children,
}: {
  name: string;
  colour: string;
  children: React.ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  useFrameReports(content);
  return (
    <div ref={content} style={colourStyle(colour)} className="bg-white" data-widget="">
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full bg-brand-600" />
        <p className="font-semibold text-slate-900">{name}</p>
      </header>
      <main id="main" className="flex flex-col">
        {children}
      </main>
      <footer className="border-t border-slate-200 px-4 py-3 text-center text-xs text-slate-500">
        {m.widget_powered_by()}
      </footer>
    </div>
  );
}
