/** A cookie the page can read, set with the session and cleared with it: "maybe signed in". No secret. */
export const SIGNED_IN_HINT = 'signed_in';
