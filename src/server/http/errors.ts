/** An error that maps to an HTTP status and the one error shape. Thrown by services, answered by the error handler. */
export type FieldIssue = { path: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/** A request that is well-formed but breaks a business rule, reported field by field like a schema error. */
export const invalid = (issues: FieldIssue[]) =>
  new HttpError(400, issues[0]?.message ?? 'Invalid request', 'VALIDATION_ERROR', issues);

export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
