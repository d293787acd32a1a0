import type { ApiTransport } from './lib/api-client';
import type { Display } from './lib/display';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls the API in-process during server rendering, with the visitor's session cookies (none
     * when `visitorIndependent`). Used through `serverApi(context)` from lib/api-client.
     */
    apiFetch: ApiTransport;
    /**
     * True for pages rendered once for every visitor (the page cache): they never see a session, and
     * the header learns who is signed in after load.
     */
    visitorIndependent?: boolean;
    /** Nonce the response's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
    /**
     * A public page that reads as a document without JavaScript (the catalogue): its scripts may
     * wait until its first screen is shown (lib/deferred-scripts.server.ts).
     */
    deferScripts?: boolean;
    /**
     * The configured public origin (PUBLIC_URL), without a trailing slash: every absolute link is
     * written with it, never with the Host header a request came with.
     */
    publicUrl: string;
    /** The page's language (from its address) and the visitor's currency (lib/display.ts). */
    display?: Display;
  }
}
