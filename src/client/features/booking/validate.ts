import { dateConflict, timeConflict } from '../../../shared/availability';
import { contactStepErrors, detailsStepErrors, selectStepErrors } from '../../../shared/booking-rules';
import type { Performer } from '../../../shared/schemas/performer';
import type { Draft } from './draft';

export type Errors = Partial<Record<keyof Draft, string>>;

/** The current step's checks: the shared step rules (spec messages), plus each performer's availability. */
export function validateStep(step: Draft['step'], draft: Draft, chosen: Performer[]): Errors {
  if (step === 1) return selectStepErrors(draft);
  if (step === 3) return contactStepErrors(draft);
  if (step !== 2) return {};
  const errors: Errors = detailsStepErrors(draft);
  for (const p of chosen) {
    if (!errors.eventDate && draft.eventDate) {
      const conflict = dateConflict(p, draft.eventDate);
      if (conflict) errors.eventDate = conflict;
    }
    if (!errors.eventTime && draft.eventTime) {
      const conflict = timeConflict(p, draft.eventTime);
      if (conflict) errors.eventTime = conflict;
    }
  }
  return errors;
}
