import { CITY_NAMES } from '../../../shared/cities';

export type FaqItem = { question: string; answer: string };
export type FaqCategory = { name: string; items: FaqItem[] };

/** The FAQ, in six categories (docs/product.md, Pages). Plain text: also used for the FAQPage structured data. */
export const FAQ: FaqCategory[] = [
  {
    name: 'Booking',
    items: [
      {
        question: 'Do I need an account to book?',
        answer:
          'No. No login or account is needed to book: pick your performers, tell us about the event, leave your name, e-mail and phone, and send the request.',
      },
      {
        question: 'How far ahead should I book?',
        answer:
          'We suggest booking 48-72 hours ahead so you get the performers you want. Same-day requests are welcome and we do our best to fill them.',
      },
      {
        question: 'What happens after I send a booking request?',
        answer:
          'Our booking team reviews every request and contacts you within 24 hours to confirm the details, the performers and the time.',
      },
      {
        question: 'Can I book more than one performer?',
        answer: 'Yes. Select as many performers as you like in the first step; the estimate adds up each one.',
      },
    ],
  },
  {
    name: 'Payments',
    items: [
      {
        question: 'How does the deposit work?',
        answer:
          'A 50% deposit secures your booking. After you submit, the confirmation page opens Cash App with the deposit amount; the remaining balance is paid on the day of the event.',
      },
      {
        question: 'How is the price calculated?',
        answer:
          "Hourly bookings cost each performer's hourly rate times the hours booked. A stripper gram (15 minutes) costs each performer's stripper-gram price, shown on their card and profile: their own appearance fee, or $150 when they have none. The minimum total is $50.",
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'The policy in force is in our Terms of Service and shown before you book; your booking keeps the policy it was made under.',
      },
    ],
  },
  {
    name: 'Event Guidelines',
    items: [
      {
        question: 'What kinds of events do you cover?',
        answer:
          'Bachelor and bachelorette parties, birthdays and other private celebrations in homes, hotels, yachts and private venues.',
      },
      {
        question: 'What should I prepare before the performers arrive?',
        answer:
          'A clear space to perform, a place to change, music (or tell us your preferences) and the exact address with parking or gate instructions.',
      },
      {
        question: 'Can I request a theme or music style?',
        answer: 'Yes. Add your preferences in the special requests field and we will match them as closely as we can.',
      },
    ],
  },
  {
    name: 'Service Areas',
    items: [
      {
        question: 'Where do you operate?',
        answer: `Across South Florida: ${CITY_NAMES.join(', ')} and the communities around them.`,
      },
      {
        question: 'Do you travel outside these cities?',
        answer:
          'Often, yes. Mention your location in the request and the booking team will confirm availability and any travel fee.',
      },
      {
        question: 'Are you available late at night?',
        answer: 'Yes, we take requests 24/7, and many performers work evenings until 2 AM.',
      },
    ],
  },
  {
    name: 'Safety',
    items: [
      {
        question: 'Is there an age requirement?',
        answer: 'Yes. Clients and every guest must be 18 or older. Performers may ask to see identification.',
      },
      {
        question: 'What conduct is expected from guests?',
        answer:
          "Respect and consent come first: no touching unless the performer agrees, no recording without permission, and the performer's decisions are final.",
      },
      {
        question: 'What if a performer feels unsafe?',
        answer:
          'Performers may end a show at any time if the environment becomes unsafe; in that case the payment is kept.',
      },
    ],
  },
  {
    name: 'Account',
    items: [
      {
        question: 'Do you keep my details?',
        answer:
          'We keep the details of your booking (name, e-mail, phone, event) to run it and for our records, for the years our Privacy Policy states. We never sell them.',
      },
      {
        question: 'How do I change or cancel a booking?',
        answer: 'Reply to the booking team, or call or e-mail us with your booking id, and we will take care of it.',
      },
      {
        question: 'I lost my confirmation page. What now?',
        answer: 'Contact us with the e-mail you booked with and we will send you the link again.',
      },
    ],
  },
];
