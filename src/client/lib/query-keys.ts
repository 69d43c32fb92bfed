/**
 * Every query key of the client, in one place: the api modules build their queries with these, and
 * the mutation hooks invalidate with these, so a write can never miss the read it changes.
 * A key that is a prefix of others (e.g. `performers.all`) invalidates all of them at once.
 * The staff pages' keys are in features/admin/shell/admin-keys.ts: this module ships with every public page.
 */
export type PerformerListParams = Record<string, string | number | boolean | readonly string[] | undefined>;

export const queryKeys = {
  performers: {
    all: ['performers'] as const,
    list: (params: PerformerListParams) => ['performers', 'list', params] as const,
    pages: (params: PerformerListParams) => ['performers', 'pages', params] as const,
    featured: () => ['performers', 'featured'] as const,
    bySlug: (slug: string) => ['performers', 'by-slug', slug] as const,
    byId: (id: string) => ['performers', 'by-id', id] as const,
  },
  serviceAreas: ['service-areas'] as const,
  eventTypes: ['event-types'] as const,
  cancellationPolicy: ['cancellation-policy'] as const,
  booking: (id: string) => ['bookings', id] as const,
  currentUser: ['auth', 'user'] as const,
};
