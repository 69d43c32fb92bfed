import { QueryClient } from '@tanstack/react-query';
import { bindTransport, type Transport } from './http';

/**
 * docs/product.md, Calls: reads never go stale on their own, no refetch on focus, no polling, no retries.
 * A server render passes its request's transport: that client's queries call the API through it.
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
