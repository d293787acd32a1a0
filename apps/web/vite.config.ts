import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { consoleOnlyIcons } from './icon-chunks.ts';

/**
 * The shared domain package has no import-time side effects: a page that uses only its messages,
 * money or time helpers must not pull in every zod schema (and zod) through the package's index.
 */
const SIDE_EFFECT_FREE = /\/packages\/domain\/src\//;
/** Except the zod set-up, which configures zod (no eval in the browser) before any schema is made. */
const ZOD_SETUP = /\/packages\/domain\/src\/zod\.ts$/;

const CONSOLE_ICONS = consoleOnlyIcons(fileURLToPath(new URL('./app', import.meta.url)));
const iconFile = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)$/.exec(id)?.[1];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) || ZOD_SETUP.test(id) },
      output: {
        codeSplitting: {
          // Few, larger shared chunks (decision 012): each script costs a request and compresses worse
          // alone. What every public page loads is grouped; what only some pages use is left to the
          // automatic splitting or kept out of the groups.
          groups: [
            // Taken first, so the icons' shared code stays here and the consoles' icons are left over.
            {
              name: 'icons',
              test: (id: string) =>
                /node_modules[\\/]lucide-react[\\/]/.test(id) && !CONSOLE_ICONS.has(iconFile(id) ?? ''),
              priority: 2,
            },
            {
              name: 'console-icons',
              test: (id: string) => CONSOLE_ICONS.has(iconFile(id) ?? ''),
              priority: 1,
            },
            // The shared components and helpers, the domain's time and spec texts, React Router, react-dom.
            {
              name: 'ui',
              test: /app[\\/](components[\\/]ui|lib)[\\/]|domain[\\/]src[\\/](belize-time|messages)\.ts$|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production)/,
            },
            // A tour's card: the home page, the catalogue, a tour's page and saved tours.
            {
              name: 'tour-card',
              test: /app[\\/]features[\\/](tours[\\/](tour-card|star-rating|tour-format|tour-badges)\.|saved-tours[\\/])/,
            },
            // The public site's header, footer and menus, and the session they show.
            {
              name: 'site',
              test: /app[\\/](layouts[\\/](?!console-shell)|features[\\/](auth[\\/](session|redirects|verify-email-banner)|offline[\\/]service-worker-client))/,
            },
          ],
        },
      },
    },
  },
});
