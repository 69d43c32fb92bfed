/** What other features may use of offers: the facts of an offer's e-mail, and the desk's Needs-action test. */

export type { OfferMailFacts } from './repository';
export { offerNeedsAction } from './repository';
export type { OfferMailer } from './start';
