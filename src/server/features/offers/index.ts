/** What other features may use of offers: the facts of an offer e-mail, and what the desk reads of them. */
export type { OfferMailFacts } from './repository';
export { accountsOnBooking, newestOffersOf, offerNeedsAction } from './repository';
export type { ClosedOfferFacts } from './service';
