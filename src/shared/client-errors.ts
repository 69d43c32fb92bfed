/*
 * Browser error reports (decision 047): what the page's beacon (src/client/report-errors.ts) sends
 * and the server accepts. No zod here: the beacon imports this file, and it must stay a few
 * hundred bytes (the schema is schemas/client-error.ts).
 */

/** Where the beacon posts, same-origin: the DSN and its key stay on the server. */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** The longest of each field, in characters; the beacon cuts to these, the server refuses longer. */
export const CLIENT_ERROR_LIMITS = { name: 100, message: 1000, stack: 8192, page: 300 } as const;

/** What a report may be about: an uncaught error, or a promise rejected with nobody to handle it. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection'] as const;
