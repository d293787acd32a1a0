import type { ApiFetch } from './lib/api';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process during server rendering. */
    apiFetch: ApiFetch;
    /** Nonce the response's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
    /** The configured public origin, without a trailing slash. */
    publicUrl?: string;
  }
}
