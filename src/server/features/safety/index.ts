/** What other features may use of the night's safety: the facts its messages are composed from. */
export type { AlarmNote, MissedCheckinFacts } from './alarms';
