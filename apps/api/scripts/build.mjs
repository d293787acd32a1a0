// `npm run build -w apps/api`: bundles the server (with the shared domain package) into
// build/server.js, so production runs plain JavaScript instead of compiling TypeScript at start.
// Installed packages stay external. Each source's `import.meta.url` keeps pointing at its own file,
// so paths it resolves (migrations, the web build) are the same as when the sources run directly.
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${apiDir}build/server.js`;

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@belizepass/') ? undefined : { path: args.path, external: true },
    );
  },
};

const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [`${apiDir}src/server.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, ownImportMetaUrl],
});
