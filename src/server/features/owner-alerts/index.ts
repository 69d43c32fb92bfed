/** What other features may use of the owners' alerts: the facts their messages are composed from. */
export type { OwnerAlertNote } from './alerts';
export { startOwnerAlerts } from './start';
