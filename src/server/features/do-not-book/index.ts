/**
 * What other features may use of the do-not-book list (decision 037): the match a booking made
 * (the desk's payload, the team's e-mail), the ratings a performer gave (her portal), and what a
 * proposal's e-mail says.
 */

export type { ProposalFacts } from './ratings';
export { type DoNotBookMatch, doNotBookMatchesOf, ratingsOf } from './repository';
