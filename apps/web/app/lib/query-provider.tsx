import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
let browserClient: QueryClient | undefined;

/** One client for the browser session (its cache survives moving between screens), one per server render. */
function queryClient(): QueryClient {
  if (typeof document === 'undefined') return newClient();
  browserClient ??= newClient();
  return browserClient;
}

/**
 * React Query for the screens that use it (dashboards, account, vouchers), provided where they
 * render rather than in the root, so public pages do not load it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
