/** What other features may use of the performer portal: the facts of its e-mails. */
export type { PerformerLinkFacts } from './access';
export { portalPerformerOf } from './routes';
