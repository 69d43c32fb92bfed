/** Who the visitor deals with. Fictional contact details: replace before launch. */
export const BUSINESS = {
  name: 'SoFlo Entertainers',
  region: 'South Florida',
  email: 'bookings@soflo-entertainers.com',
  /** E.164 for tel: links, and the way people read it. */
  phone: '+13055550142',
  phoneDisplay: '(305) 555-0142',
  /** The booking team answers every request within this many hours. */
  responseHours: 24,
} as const;
