/**
 * Every query key of the client, in one place: the api modules build their queries with these, and
 * the mutation hooks invalidate with these, so a write can never miss the read it changes.
 * A key that is a prefix of others (e.g. `performers.all`) invalidates all of them at once.
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
  booking: (id: string) => ['bookings', id] as const,
  currentUser: ['auth', 'user'] as const,
  admin: {
    performers: ['admin', 'performers'] as const,
    bookings: ['admin', 'bookings'] as const,
    /** Every message list (all, by status, by booking) sits under this key, so one invalidation refreshes them all. */
    messages: ['admin', 'messages'] as const,
    /** The account and, under it, its passkeys: refreshing the account refreshes the list too. */
    account: ['admin', 'account'] as const,
    passkeys: ['admin', 'account', 'passkeys'] as const,
    sessions: ['admin', 'account', 'sessions'] as const,
  },
};
