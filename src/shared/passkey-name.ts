/** The longest passkey name; apart from the schemas so that pages can use it without loading zod. */
export const PASSKEY_NAME_MAX = 60;
