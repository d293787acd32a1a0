import type { ApiFetch } from './lib/api';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process during server rendering. */
    apiFetch: ApiFetch;
  }
}
