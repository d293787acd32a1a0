import { z } from 'zod';

// Browsers run the pages under a Content-Security-Policy without 'unsafe-eval'; zod's just-in-time
// parsers probe for eval, which the browser reports as a policy violation. The server keeps them.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
