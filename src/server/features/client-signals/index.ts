/**
 * What other features may use of the client signals (decision 037): the signals of a set of
 * bookings (the desk and the portal), and the e-mail confirmation link's token and hash.
 */
export { loadEmailConfirmation } from './email-confirmation';
export { clientSignalsOf, NO_SIGNALS } from './repository';
