import type { z } from 'zod';
import { dateConflict, timeConflict } from '../../../shared/availability';
import { contactStepSchema, detailsStepSchema, selectStepSchema } from '../../../shared/schemas/booking';
import type { Performer } from '../../../shared/schemas/performer';
import type { Draft } from './draft';

export type Errors = Partial<Record<keyof Draft, string>>;

function issuesOf(schema: z.ZodType, value: unknown): Errors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Draft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The current step's checks: the shared step schema (spec messages), plus each performer's availability. */
export function validateStep(step: Draft['step'], draft: Draft, chosen: Performer[]): Errors {
  if (step === 1) return issuesOf(selectStepSchema, draft);
  if (step === 3) return issuesOf(contactStepSchema, draft);
  if (step !== 2) return {};
  const errors = issuesOf(detailsStepSchema, draft);
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
