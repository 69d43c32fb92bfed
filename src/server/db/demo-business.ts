/**
 * The demo's contact details, used only when the app seeds demo data and the settings give none
 * (config.ts). 555-01xx numbers are reserved for fiction and example.com is reserved for
 * examples, so the demo can never ring or write to a real person.
 */
export const DEMO_BUSINESS = { phone: '+13055550142', email: 'bookings@example.com' } as const;
