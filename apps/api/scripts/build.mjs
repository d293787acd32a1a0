// `npm run build -w apps/api`: bundles the server (with the shared domain package) into
// build/server.js, so production runs plain JavaScript instead of compiling TypeScript at start
// (the bundling itself: scripts/bundle.mjs).
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

await bundle({ entry: `${apiDir}src/server.ts`, outfile: `${apiDir}build/server.js`, sourcemap: true });
