import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { bindTransport, type Transport } from './http';

/**
 * Staff pages read through TanStack Query; public pages do not load it (lib/resource.ts, decision 032).
 * docs/product.md, Calls: reads never go stale on their own, no refetch on focus, no polling, no retries.
 * A test passes a transport: that client's queries call the API through it.
 */
export function createQueryClient(transport?: Transport): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return transport ? bindTransport(client, transport) : client;
}

// One client for the browser's whole visit, so moving among staff pages (and back from a public
// one) keeps what was read; a server render (staff pages render there without data) gets its own.
let browserClient: QueryClient | undefined;
function staffClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Around every staff page (the admin app, the invitation, the profile's featured button): their queries. */
export function StaffQueries({ children }: { children: ReactNode }) {
  const [client] = useState(staffClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
