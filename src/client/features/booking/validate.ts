import { msg } from '@lingui/core/macro';
import { contactStepErrors, detailsStepErrors, MESSAGES, selectStepErrors } from '../../../shared/booking-rules';
import { businessDay } from '../../../shared/business-day';
import { hasStarted } from '../../../shared/event-time';
import type { I18n } from '../../../shared/i18n-runtime';
import type { Performer } from '../../../shared/schemas/performer';
import type { Draft } from './draft';
import { dateConflictMessage, ruleMessage, timeConflictMessage, translated } from './rule-messages';

export type Errors = Partial<Record<keyof Draft, string>>;

/**
 * The current step's checks: the shared step rules (spec messages), plus each performer's
 * availability and, for today, a time not yet gone (South Florida time), in the page's language.
 */
export function validateStep(
  step: Draft['step'],
  draft: Draft,
  chosen: Performer[],
  i18n: I18n,
  now: Date = new Date(),
): Errors {
  if (step === 1) return translated(i18n, selectStepErrors(draft));
  if (step === 3) return translated(i18n, contactStepErrors(draft));
  // Step 4: the party rules are ticked before Submit (the API itself does not ask for them).
  if (step === 4)
    return draft.acceptRules ? {} : { acceptRules: i18n._(msg`Please tick the box to accept the party rules.`) };
  if (step !== 2) return {};
  const errors: Errors = translated(i18n, detailsStepErrors(draft));
  if (
    !errors.eventDate &&
    !errors.eventTime &&
    draft.eventDate === businessDay(now).date &&
    hasStarted(draft.eventDate, draft.eventTime.trim(), now)
  ) {
    errors.eventTime = ruleMessage(i18n, MESSAGES.timePassed);
  }
  for (const p of chosen) {
    if (!errors.eventDate && draft.eventDate) {
      const conflict = dateConflictMessage(i18n, p, draft.eventDate);
      if (conflict) errors.eventDate = conflict;
    }
    if (!errors.eventTime && draft.eventTime) {
      const conflict = timeConflictMessage(i18n, p, draft.eventTime);
      if (conflict) errors.eventTime = conflict;
    }
  }
  return errors;
}
