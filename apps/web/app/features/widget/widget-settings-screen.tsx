import type { WidgetSettings } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useHydrated } from '~/components/ui/use-hydrated';
import { widgetPaths } from './widget-paths';

export interface WidgetScreenView {
  settings: WidgetSettings;
  tours: { id: string; title: string }[];
  /** The site's public origin: the snippets load the widget from it. */
  origin: string;
}

export type WidgetAnswer =
  | { saved: true; problems?: undefined }
  | { saved: false; problems: { field: string; message: string }[]; origins: string; colour: string };

/** The snippets an operator pastes into its own site: a plain frame, or the script that sizes it. */
export function widgetSnippets(
  origin: string,
  merchantId: string,
  options: { tourId: string; lang: string },
) {
  const prefix = options.lang === 'es' ? '/es' : '';
  const paths = widgetPaths(merchantId);
  const src = `${origin}${prefix}${options.tourId ? paths.tour(options.tourId) : paths.tours}`;
  const iframe = `<iframe src="${src}" title="${m.widget_frame_title()}" style="width:100%;min-height:760px;border:0" loading="lazy"></iframe>`;
  const attributes = [
    `data-belizepass-widget="${merchantId}"`,
    ...(options.tourId ? [`data-tour="${options.tourId}"`] : []),
    ...(options.lang === 'es' ? ['data-lang="es"'] : []),
  ].join(' ');
  const script = `<div ${attributes}></div>\n<script src="${origin}/widget.js" async></script>`;
  return { iframe, script };
}

function Snippet({ label, code }: { label: string; code: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hydrated && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(code).then(() => setCopied(true));
            }}
          >
            <Copy aria-hidden="true" className="size-4" />
            {copied ? m.widget_copied() : m.widget_copy()}
          </Button>
        )}
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={code.split('\n').length + 1}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
      />
    </div>
  );
}

/**
 * The booking widget screen of the merchant console: the sites that may show the widget (each
 * origin on its line), its colour, and the snippets to paste into the operator's own site.
 */
export function WidgetSettingsScreen({ view, answer }: { view: WidgetScreenView; answer?: WidgetAnswer }) {
  const { settings, tours, origin } = view;
  const originsId = useId();
  const colourId = useId();
  const tourId = useId();
  const langId = useId();
  const [tour, setTour] = useState('');
  const [lang, setLang] = useState('en');
  const failed = answer && !answer.saved ? answer : undefined;
  const originProblems = failed?.problems.filter((p) => p.field.startsWith('origins')) ?? [];
  const colourProblems = failed?.problems.filter((p) => p.field === 'colour') ?? [];
  const otherProblems =
    failed?.problems.filter((p) => !p.field.startsWith('origins') && p.field !== 'colour') ?? [];
  const snippets = widgetSnippets(origin, settings.merchantId, { tourId: tour, lang });
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-600">{m.widget_console_intro()}</p>
      {answer?.saved && (
        <Banner tone="success" title={m.widget_saved()}>
          {m.widget_saved_text()}
        </Banner>
      )}
      {otherProblems.length > 0 && <Banner>{otherProblems.map((p) => p.message).join(' ')}</Banner>}
      <Card id="widget-settings-heading" title={m.widget_settings_heading()}>
        <Form method="post" className="mt-4 space-y-5">
          <div className="space-y-1">
            <label htmlFor={originsId} className="font-medium text-slate-900">
              {m.widget_origins_label()}
            </label>
            <p id={`${originsId}-hint`} className="text-sm text-slate-600">
              {m.widget_origins_hint()}
            </p>
            <textarea
              id={originsId}
              name="origins"
              rows={4}
              defaultValue={failed ? failed.origins : settings.origins.join('\n')}
              aria-describedby={`${originsId}-hint ${originsId}-error`}
              aria-invalid={originProblems.length > 0 || undefined}
              placeholder="https://www.example.com"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
            />
            <div id={`${originsId}-error`} className="text-sm font-medium text-red-700">
              {originProblems.map((p) => (
                <p key={`${p.field}-${p.message}`}>{p.message}</p>
              ))}
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor={colourId} className="font-medium text-slate-900">
              {m.widget_colour_label()}
            </label>
            <input
              id={colourId}
              name="colour"
              type="color"
              defaultValue={failed ? failed.colour : settings.colour}
              aria-describedby={`${colourId}-error`}
              className="block h-11 w-20 rounded-lg border border-slate-300"
            />
            <div id={`${colourId}-error`} className="text-sm font-medium text-red-700">
              {colourProblems.map((p) => (
                <p key={p.message}>{p.message}</p>
              ))}
            </div>
          </div>
          <SubmitButton busyLabel={m.widget_saving()}>{m.widget_save()}</SubmitButton>
        </Form>
      </Card>
      <Card id="widget-snippets-heading" title={m.widget_snippets_heading()}>
        <p className="mt-2 text-sm text-slate-600">
          {settings.origins.length ? m.widget_snippets_hint() : m.widget_snippets_no_origins()}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={tourId} className="font-medium text-slate-900">
              {m.widget_tour_label()}
            </label>
            <select
              id={tourId}
              value={tour}
              onChange={(event) => setTour(event.currentTarget.value)}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            >
              <option value="">{m.widget_all_tours()}</option>
              {tours.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={langId} className="font-medium text-slate-900">
              {m.widget_language_label()}
            </label>
            <select
              id={langId}
              value={lang}
              onChange={(event) => setLang(event.currentTarget.value)}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            >
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          </div>
        </div>
        <div className="mt-5 space-y-5">
          <Snippet label={m.widget_script_snippet()} code={snippets.script} />
          <Snippet label={m.widget_iframe_snippet()} code={snippets.iframe} />
        </div>
      </Card>
    </div>
  );
}
