/**
 * What other features may use of the do-not-book list (decision 037): the match a booking made
 * (the desk's payload, the team's e-mail), the ratings a performer gave (her portal), and what a
 * proposal's e-mail says.
 */

/** How identifiers are normalised and hashed, for privacy requests (decision 046) to find one client. */
export { type IdentifierHasher, normaliseEmail, normalisePhone } from './identifiers';
export type { ProposalFacts } from './ratings';
export { type DoNotBookMatch, doNotBookMatchesOf, ratingsOf } from './repository';
