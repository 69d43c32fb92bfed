/** The staff pages' query keys (see lib/query-keys.ts); every one under 'admin'. */
export const adminKeys = {
  performers: ['admin', 'performers'] as const,
  bookings: ['admin', 'bookings'] as const,
  /** Every message list (all, by status, by booking) sits under this key, so one invalidation refreshes them all. */
  messages: ['admin', 'messages'] as const,
  /** The account and, under it, its passkeys: refreshing the account refreshes the list too. */
  account: ['admin', 'account'] as const,
  passkeys: ['admin', 'account', 'passkeys'] as const,
  sessions: ['admin', 'account', 'sessions'] as const,
  reports: ['admin', 'reports'] as const,
  /** Cash App receipts the payments mailbox could not match (decision 036). */
  payments: ['admin', 'payments'] as const,
  /** The cancellations still owing money back: a cancellation or a refund entry changes it. */
  refundsDue: ['admin', 'refunds-due'] as const,
  /**
   * The Tonight board (issue 30): the open alarms and the night's bookings. A booking's safety log
   * sits under the booking's own key instead (tonight/api.ts).
   */
  tonight: ['admin', 'tonight'] as const,
  /** The owners' staff page: its members and, under it, the open invitations. */
  staff: ['admin', 'staff'] as const,
  invitations: ['admin', 'staff', 'invitations'] as const,
  /** The do-not-book list and, under it, the owners' proposals (decision 037). */
  doNotBook: ['admin', 'do-not-book'] as const,
  doNotBookProposals: ['admin', 'do-not-book', 'proposals'] as const,
  /** Reviews to moderate, by state (decision 040). */
  reviews: ['admin', 'reviews'] as const,
  /** The owners' System page and the dashboard's badge (decision 045). */
  system: ['admin', 'system'] as const,
};
