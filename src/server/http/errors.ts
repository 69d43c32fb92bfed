/** An error that maps to an HTTP status and the one error shape. Thrown by services, answered by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
