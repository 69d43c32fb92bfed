/** What other features may use of health: the job queue's backlog (the owners' alerts watch it). */
export { queueBacklog } from './queue-backlog';
