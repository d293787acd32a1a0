import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The shared domain package has no import-time side effects: a page that uses only its messages,
 * money or time helpers must not pull in every zod schema (and zod) through the package's index.
 */
const SIDE_EFFECT_FREE = /\/packages\/domain\/src\//;
/** Except the zod set-up, which configures zod (no eval in the browser) before any schema is made. */
const ZOD_SETUP = /\/packages\/domain\/src\/zod\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) || ZOD_SETUP.test(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'ui', test: /app[\\/](components[\\/]ui|lib)[\\/]/ },
          ],
        },
      },
    },
  },
});
