// The one esbuild set-up for running the API's TypeScript as plain JavaScript: the server's build
// (scripts/build.mjs) and the bench's stand-alone baselines bundle with it. Installed packages stay
// external; the workspace's own (@belizepass/*) are bundled. Each source's `import.meta.url` keeps
// pointing at its own file, so paths it resolves (migrations, the web build) are the same as when
// the sources run directly.
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';

/** Bundles `entry` into `outfile` (ESM for Node 20). */
export function bundle({ entry, outfile, sourcemap = false }) {
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
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    logLevel: 'warning',
    plugins: [externalPackages, ownImportMetaUrl],
  });
}
