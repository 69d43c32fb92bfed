// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MESSAGES } from '../../../shared/booking-rules';
import { businessDay } from '../../../shared/business-day';
import { DEFAULT_POLICY, policyText } from '../../../shared/cancellation-policy';
import { addDays } from '../../../shared/event-time';
import type { Texts } from '../../../shared/i18n-runtime';
import { currentPartyRules } from '../../../shared/party-rules';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { type Performer, performerSchema } from '../../../shared/schemas/performer';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n-react';
import { hashKey, ResourceProvider, ResourceStore } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { cancellationPolicyResource, eventTypesResource, serviceAreasResource } from '../catalog/api';
import { performerListResource } from '../performers/api';
import BookingPage from './booking-page';
import { preloadDetails } from './details-step';

/**
 * The booking wizard's steps, rendered for real in a DOM: the page, its steps and the shared
 * rules, with the catalogue already in the store of reads (as after a server render), so nothing is
 * fetched. Stepping through the whole flow in a browser is the e2e suite's job.
 */

const performer = (fields: Partial<Performer> & Pick<Performer, 'id' | 'name'>): Performer =>
  performerSchema.parse({
    slug: fields.name.toLowerCase().replace(/\W+/g, '-'),
    description: '',
    hourlyRate: null,
    appearanceFee: null,
    specialties: [],
    photos: [],
    gender: null,
    ageRange: null,
    height: null,
    bodyType: null,
    hairColor: null,
    eyeColor: null,
    ethnicity: null,
    danceStyles: [],
    musicPreferences: [],
    availability: null,
    eveningOnly: false,
    weekendsOnly: false,
    unavailableDates: [],
    hourlyRateRange: null,
    appearanceFeeRange: null,
    isActive: true,
    featured: false,
    rating: null,
    reviewCount: 0,
    descriptionEs: '',
    showIncludes: '',
    showIncludesEs: '',
    idCheckedAt: null,
    photosVerifiedAt: null,
    serviceAreas: [],
    eventTypes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

const RITA = performer({ id: '11111111-1111-4111-8111-111111111111', name: 'Rita Ray', hourlyRate: '200.00' });
const SOL = performer({ id: '22222222-2222-4222-8222-222222222222', name: 'Sol Star', hourlyRate: '150.00' });
const TYLER = performer({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Tyler Brooks',
  hourlyRate: '180.00',
  serviceAreas: [{ id: 'miami', name: 'Miami' }],
  eventTypes: [{ id: 'birthday-party', name: 'Birthday Party' }],
});
const AREAS: NamedRef[] = [
  { id: 'miami', name: 'Miami' },
  { id: 'doral', name: 'Doral' },
];
const EVENT_TYPES: NamedRef[] = [
  { id: 'birthday-party', name: 'Birthday Party' },
  { id: 'bachelorette-party', name: 'Bachelorette Party' },
];

const POLICY = {
  ...DEFAULT_POLICY,
  text: { en: policyText(DEFAULT_POLICY, 'en'), es: policyText(DEFAULT_POLICY, 'es') },
};

function renderWizard(path: string, i18n: Texts = testI18n()) {
  const store = new ResourceStore();
  store.hydrate({
    [hashKey(performerListResource().key)]: [RITA, SOL, TYLER],
    [hashKey(serviceAreasResource().key)]: AREAS,
    [hashKey(eventTypesResource().key)]: EVENT_TYPES,
    [hashKey(cancellationPolicyResource().key)]: POLICY,
  });
  const { hook } = memoryLocation({ path });
  return render(
    <I18nProvider i18n={i18n}>
      <ResourceProvider value={store}>
        <Router hook={hook}>
          <Route path="/booking/:performerId?" component={BookingPage} />
        </Router>
      </ResourceProvider>
    </I18nProvider>,
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

// The wizard loads its later steps and the calendar on demand; the first test to reach them would
// pay for transforming them (seconds on a busy machine). Loaded here, they cost the tests nothing.
beforeAll(async () => {
  await Promise.all([import('./contact-step'), import('./review-step'), import('./calendar-panel'), preloadDetails()]);
}, 60_000);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('booking wizard, step 1: select performers', () => {
  it('toggles performers, counts them, and lists the choice as removable chips', async () => {
    renderWizard('/booking');
    expect(screen.getByRole('heading', { name: 'Select performers' })).toBeTruthy();
    expect(screen.getByText('0 performers selected')).toBeTruthy();
    const rita = screen.getByRole('button', { name: /Rita Ray/, pressed: false });
    const sol = screen.getByRole('button', { name: /Sol Star/, pressed: false });

    await act(async () => fireEvent.click(rita));
    expect(screen.getByText('1 performer selected')).toBeTruthy();
    expect(rita.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(sol));
    expect(screen.getByText('2 performers selected')).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Selected performers' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Rita Ray × (remove)',
      'Sol Star × (remove)',
    ]);

    // A chip removes its performer; tapping the card again does too.
    await act(async () => fireEvent.click(chips.getByRole('button', { name: /Rita Ray/ })));
    expect(screen.getByText('1 performer selected')).toBeTruthy();
    expect(rita.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(sol));
    expect(screen.getByText('0 performers selected')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Selected performers' })).toBeNull();
  });

  it('asks for a performer on Continue, and stays on the step', async () => {
    renderWizard('/booking');
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.performers);
    expect(screen.getByRole('heading', { name: 'Select performers' })).toBeTruthy();
    // Choosing one clears the message.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Rita Ray/ })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('booking wizard: a link to a performer who is not there', () => {
  it('stays on step 1 with a message for an unknown or hidden performer, and selects nobody', async () => {
    renderWizard('/booking/99999999-9999-4999-8999-999999999999');
    expect(screen.getByRole('heading', { name: 'Select performers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'That performer is not available any more. Choose from the performers below.',
    );
    expect(screen.getByText('0 performers selected')).toBeTruthy();
    expect(screen.queryByTestId('running-estimate')).toBeNull();
    // Continue says what is missing, with the focus on the message: never a silent dead end.
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.performers);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('drops a saved performer who is gone, and goes back to step 1 when nobody is left', async () => {
    window.sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({ step: 4, performerIds: ['99999999-9999-4999-8999-999999999999'] }),
    );
    renderWizard('/booking');
    expect(await screen.findByRole('heading', { name: 'Select performers' })).toBeTruthy();
    expect(screen.getByText('0 performers selected')).toBeTruthy();
  });
});

describe('booking wizard, step 2: event details', () => {
  it('starts here from a performer link, and shows every missing field on Continue', async () => {
    renderWizard(`/booking/${RITA.id}`);
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Performers' })).toBeTruthy();
    await act(async () => fireEvent.click(continueButton()));
    for (const message of [
      MESSAGES.eventDate,
      MESSAGES.eventTime,
      MESSAGES.serviceArea,
      MESSAGES.eventType,
      MESSAGES.eventLocation,
    ]) {
      expect(screen.getAllByText(message, { exact: true }), message).toHaveLength(1);
    }
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeTruthy();
    // The first invalid field, in page order, has the focus (and was scrolled into view).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Event date/ }));
    // Typing in a field clears its message only.
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Event location'), { target: { value: '1 Ocean Dr' } }),
    );
    expect(screen.queryByText(MESSAGES.eventLocation)).toBeNull();
    expect(screen.getAllByText(MESSAGES.eventTime, { exact: true })).toHaveLength(1);
  });

  // Waits for each condition (the heading that has the focus), not for a render, and has no time
  // limit of its own: under load it measured 14.9 s of wall time for well under a second of work
  // against the default 5 s. Each wait below fails on its own after 10 s without the condition.
  it('moves focus to the new step heading when the step changes, so it is announced', { timeout: 0 }, async () => {
    const focused = (name: string) =>
      vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name })), {
        timeout: 10_000,
      });
    renderWizard('/booking');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Rita Ray/ })));
    await act(async () => fireEvent.click(continueButton()));
    await focused('Event details');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous' })));
    await focused('Select performers');
  });
});

describe('booking wizard, step 2: no time already gone today (issue 26, 7f)', () => {
  it('refuses a time already past today in South Florida, and offers no earlier time', async () => {
    const today = businessDay(new Date()).date;
    window.sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({
        step: 2,
        performerIds: [RITA.id],
        // Midnight today has always gone by: the check needs no particular clock.
        eventDate: today,
        eventTime: '00:00',
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        eventLocation: '1 Ocean Dr',
      }),
    );
    renderWizard('/booking');
    const time = await screen.findByLabelText('Event time');
    expect(time.getAttribute('min')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getAllByText(MESSAGES.timePassed, { exact: true })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeTruthy();
  });
});

describe('booking wizard, step 2: a performer who does not list the area or event type', () => {
  /** Step 2 filled in whole, for Tyler Brooks (Miami, birthdays) and a bachelorette in Doral. */
  const mismatched = {
    step: 2,
    performerIds: [TYLER.id],
    eventDate: addDays(businessDay(new Date()).date, 14),
    eventTime: '21:00',
    serviceType: 'hourly',
    durationHours: 2,
    eventTypeId: 'bachelorette-party',
    serviceAreaId: 'doral',
    eventLocation: '1 Ocean Drive, Doral',
  };
  const warning = () => screen.getByRole('status');

  it('warns, naming the performer, the area and the event type, and follows the choices', async () => {
    renderWizard(`/booking/${TYLER.id}`);
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeTruthy();
    expect(warning().textContent).toBe('');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'bachelorette-party' } }),
    );
    expect(
      within(warning())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tyler Brooks does not list Bachelorette Party among the events they perform at.']);
    await act(async () => fireEvent.change(screen.getByLabelText('Service area'), { target: { value: 'doral' } }));
    expect(
      within(warning())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tyler Brooks does not list Doral among the areas they serve.',
      'Tyler Brooks does not list Bachelorette Party among the events they perform at.',
    ]);
    expect(warning().textContent).toContain(
      'You can still send the request: our team will confirm with you which performers can come.',
    );
    // What he covers clears it; it is a warning, not a field error.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Service area'), { target: { value: 'miami' } });
      fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'birthday-party' } });
    });
    expect(warning().textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names only the performers concerned, and lets the visitor continue', async () => {
    window.sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({ ...mismatched, performerIds: [TYLER.id, RITA.id] }),
    );
    renderWizard('/booking');
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeTruthy();
    const lines = within(warning())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l?.startsWith('Tyler Brooks'))).toHaveLength(2);
    expect(lines.filter((l) => l?.startsWith('Rita Ray'))).toHaveLength(2);
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByRole('heading', { name: 'Your information' })).toBeTruthy();
  });

  it('warns in Spanish on the Spanish wizard', async () => {
    window.sessionStorage.setItem('booking-draft', JSON.stringify(mismatched));
    renderWizard('/booking', await createI18n('es', 'booking'));
    expect(
      within(warning())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tyler Brooks no incluye Doral entre las zonas que atiende.',
      'Tyler Brooks no incluye Despedida de soltera entre los eventos en los que se presenta.',
    ]);
    expect(warning().textContent).toContain('Revise antes de continuar');
    expect(warning().textContent).toContain(
      'Aun así puede enviar la solicitud: nuestro equipo le confirmará qué artistas pueden asistir.',
    );
  });
});

describe('booking wizard, step 3: contact', () => {
  it('shows the contact messages on Continue, and refuses an address that is not one', async () => {
    window.sessionStorage.setItem('booking-draft', JSON.stringify({ step: 3, performerIds: [RITA.id] }));
    renderWizard('/booking');
    expect(screen.getByRole('heading', { name: 'Your information' })).toBeTruthy();
    // Step 3's code loads on the way there.
    await screen.findByLabelText('Full name');
    await act(async () => fireEvent.click(continueButton()));
    for (const message of [MESSAGES.name, MESSAGES.email, MESSAGES.phone]) {
      expect(screen.getAllByText(message, { exact: true }), message).toHaveLength(1);
    }
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Pat Tester' } });
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '305 555 0100' } });
    });
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getAllByText(MESSAGES.emailInvalid, { exact: true })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your information' })).toBeTruthy();
    // A name with a link in it (issue 26, 4), or an invisible direction override (7b), is refused here too.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Refund at https://refund.example' } });
    });
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getAllByText(MESSAGES.nameWithLink, { exact: true })).toHaveLength(1);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Pat \u202ETester' } });
    });
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getAllByText(MESSAGES.hiddenChars, { exact: true })).toHaveLength(1);
  });
});

describe('booking wizard, step 4: review', () => {
  it('shows the event, the contact and the estimate from the shared pricing rules', async () => {
    window.sessionStorage.setItem(
      'booking-draft',
      JSON.stringify({
        step: 4,
        performerIds: [RITA.id, SOL.id],
        eventDate: '2026-12-12',
        eventTime: '21:00',
        serviceType: 'hourly',
        durationHours: 3,
        eventTypeId: 'birthday-party',
        serviceAreaId: 'miami',
        eventLocation: '1 Ocean Drive, Miami Beach',
        clientName: 'Pat Tester',
        clientEmail: 'pat@example.test',
        clientPhone: '305 555 0100',
      }),
    );
    renderWizard('/booking');
    expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeTruthy();
    // Step 4's code loads on the way there.
    await screen.findByRole('region', { name: 'Estimate' });
    const event = within(screen.getByRole('region', { name: 'Your event' }));
    const rows = Object.fromEntries(
      event.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toMatchObject({
      // In words, as step 2 showed them: one formatter for every date a person reads.
      Date: 'Saturday, December 12, 2026',
      Time: '9:00 PM',
      Service: 'Hourly, 3 hours',
      'Event type': 'Birthday Party',
      'Service area': 'Miami',
      Location: '1 Ocean Drive, Miami Beach',
      Guests: '0',
      'Special requests': 'None',
    });
    expect(event.getByText('Pat Tester · pat@example.test · 305 555 0100')).toBeTruthy();

    // $200 and $150 an hour for 3 hours: $1,050, half of it now.
    const estimate = within(screen.getByRole('region', { name: 'Estimate' }));
    const [lines] = estimate.getAllByRole('list');
    expect(
      within(lines as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Each line starts with the performer's photo (here the monogram: no photos).
      expect.stringMatching(/^RRita Ray \(\$200\.00 × 3 h\)\$600\.00$/),
      expect.stringMatching(/^SSol Star \(\$150\.00 × 3 h\)\$450\.00$/),
    ]);
    expect(estimate.getByRole('img', { name: 'Rita Ray (no photo)' })).toBeTruthy();
    expect(screen.getByTestId('estimate-total').textContent).toBe('$1,050.00');
    expect(screen.getByTestId('estimate-deposit').textContent).toBe('$525.00');
    expect(screen.getByRole('button', { name: 'Submit Booking Request' })).toBeTruthy();
    // Each chosen performer's photo (or monogram), and the 18+ line with its link to the terms.
    expect(
      estimate.getByText('By submitting you confirm you are 18 or older and accept the', { exact: false }),
    ).toBeTruthy();
    expect(estimate.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    // The cancellation policy in force, in the page's language, above Submit (decision 034).
    expect(estimate.getByRole('heading', { name: 'Cancellation policy' })).toBeTruthy();
    expect(screen.getByTestId('cancellation-policy').textContent).toBe(
      'Cancel 24 hours or more before the event: full refund of your deposit. Less than 24 hours before: no refund. If we or your performer cancel, you get everything back.',
    );
    // The running estimate in the bar is the same number.
    expect(screen.getByTestId('running-estimate').textContent).toBe('Estimate $1,050.00');
  });

  const reviewDraft = {
    step: 4,
    performerIds: [RITA.id],
    eventDate: '2026-12-12',
    eventTime: '21:00',
    serviceType: 'hourly',
    durationHours: 2,
    eventTypeId: 'birthday-party',
    serviceAreaId: 'miami',
    eventLocation: '1 Ocean Drive, Miami Beach',
    clientName: 'Pat Tester',
    clientEmail: 'pat@example.test',
    clientPhone: '305 555 0100',
  };

  it('lists the party rules and will not submit until they are ticked, saying why (decision 037)', async () => {
    window.sessionStorage.setItem('booking-draft', JSON.stringify(reviewDraft));
    renderWizard('/booking');
    await screen.findByRole('region', { name: 'Estimate' });
    expect(
      within(screen.getByTestId('party-rules'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(currentPartyRules('en'));
    const box = screen.getByRole('checkbox', { name: 'I accept the party rules for my event.' });
    expect((box as HTMLInputElement).checked).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Booking Request' })));
    // Still on step 4, the box marked and focused, the reason announced.
    expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please tick the box to accept the party rules.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(box));

    await act(async () => fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('booking-draft') ?? '{}').acceptRules).toBe(true);
  });

  it('says the rules and the reason in Spanish on the Spanish wizard', async () => {
    window.sessionStorage.setItem('booking-draft', JSON.stringify(reviewDraft));
    renderWizard('/booking', await createI18n('es', 'booking'));
    await screen.findByTestId('party-rules');
    expect(
      within(screen.getByTestId('party-rules'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(currentPartyRules('es'));
    expect(screen.getByRole('checkbox', { name: 'Acepto las reglas de la fiesta para mi evento.' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud de reserva' })));
    expect(screen.getByRole('alert').textContent).toBe('Marque la casilla para aceptar las reglas de la fiesta.');
  });
});
