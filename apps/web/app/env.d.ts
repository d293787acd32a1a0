import type { ApiFetch } from './lib/api';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process during server rendering. */
    apiFetch: ApiFetch;
    /** Nonce the response's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
    /**
     * A public page that reads as a document without JavaScript (the catalogue): its scripts may
     * wait until its first screen is shown (lib/deferred-scripts.server.ts).
     */
    deferScripts?: boolean;
    /** The configured public origin, without a trailing slash. */
    publicUrl?: string;
  }
}
