import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { bookingRequest, comingDate } from '../../../../../test/helpers/booking';
import { insertNamedRefs } from '../../../../server/db/factories';
import { upsertAccount } from '../../../../server/features/portal/repository';
import { ApiError, type Transport } from '../../../lib/http';
import { ResourceProvider, ResourceStore, useResource } from '../../../lib/resource';
import { createQueryClient } from '../../../lib/staff-query-client';
import { performerListResource } from '../../performers/api';
import { adminMessagesQuery } from '../messages/api';
import { adminPerformersQuery } from '../performers/api';
import { useEndPortalAccess, useHidePerformer, useInvitePerformer, useSavePerformer } from '../performers/mutations';
import { emptyPerformerForm, serverFieldErrors, toPayload } from '../performers/performer-form';
import { serviceAreasQuery } from '../shell/public-reads';
import { adminBookingQuery } from './api';
import { bookingActions } from './booking-actions';
import { useBookingAction } from './mutations';
import { offerInWords, performerOffers, waitingOnPerformers } from './offer-words';

// A DOM for React, without happy-dom's whole environment (its URL and fetch would replace the
// ones the server needs in this same process). React DOM looks for it when first loaded.
const dom = new Window({ url: 'https://example.test' });
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { act, renderHook, waitFor, configure } = await import('@testing-library/react');
// A shared, busy CI machine can take more than the default second for a save and its refetch
// (each file has its own module registry, so this stays in this file).
configure({ asyncUtilTimeout: 15_000 });

/**
 * The hooks against the real API (app.inject as the QueryClient's transport, signed in as staff):
 * after a success, the reads the action changed have been read again from the server, and the
 * others are left alone.
 */
describe('admin mutation hooks', () => {
  let t: TestApp;
  let transport: Transport;
  beforeAll(async () => {
    t = await createTestApp();
    const headers = asUser((await signInAccounts(t.app, t.db)).admin);
    transport = async (path, init) => {
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...headers, ...(init?.body ? { 'content-type': 'application/json' } : {}) },
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      return {
        ok: res.statusCode >= 200 && res.statusCode < 300,
        status: res.statusCode,
        statusText: res.statusMessage,
        header: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null,
        text: async () => res.body,
      };
    };
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  });
  afterAll(async () => {
    await t.close();
    await dom.happyDOM.close();
  });

  const setUp = () => {
    const client = createQueryClient(transport);
    // The public pages' reads, which staff writes refresh too (a gallery opened after a hide).
    const store = new ResourceStore({ transport });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ResourceProvider, { value: store }, createElement(QueryClientProvider, { client }, children));
    return { client, wrapper };
  };

  async function createPerformer(name: string): Promise<string> {
    const res = await transport('/api/admin/performers', {
      method: 'POST',
      body: JSON.stringify({ name, hourlyRate: '200', serviceAreaIds: ['miami'], eventTypeIds: ['birthday-party'] }),
    });
    return (JSON.parse(await res.text()) as { id: string }).id;
  }

  it('useHidePerformer reads the staff and public performer lists again, and nothing else', async () => {
    const id = await createPerformer('Hidden Hope');
    const { client, wrapper } = setUp();
    const steps: string[] = [];
    const { result } = renderHook(
      () => ({
        staff: useQuery(adminPerformersQuery()),
        gallery: useResource(performerListResource()),
        areas: useQuery(serviceAreasQuery()),
        hide: useHidePerformer({
          onSuccess: (answer) => steps.push(`hidden ${answer.name} ${answer.isActive}`),
          onRefreshed: () => steps.push('refreshed'),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.staff.isSuccess && result.current.gallery.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.areas.isSuccess).toBe(true));
    expect(result.current.gallery.data?.map((p) => p.id)).toContain(id);
    const areasUpdatedAt = client.getQueryState(serviceAreasQuery().queryKey)?.dataUpdatedAt;

    act(() => result.current.hide.mutate(id));
    await waitFor(() => expect(steps).toEqual(['hidden Hidden Hope false', 'refreshed']));

    // Read again before onRefreshed ran: the staff list shows it hidden, the gallery no longer lists it.
    expect(result.current.staff.data?.find((p) => p.id === id)?.isActive).toBe(false);
    expect(result.current.gallery.data?.map((p) => p.id)).not.toContain(id);
    expect(client.getQueryState(serviceAreasQuery().queryKey)?.dataUpdatedAt).toBe(areasUpdatedAt);
    expect(client.getQueryState(serviceAreasQuery().queryKey)?.isInvalidated).toBe(false);
  });

  it('useBookingAction reads the bookings and every message list again, and leaves the performers alone', async () => {
    const performerId = await createPerformer('Booked Bella');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest([performerId], comingDate()),
    });
    expect(created.statusCode).toBe(201);
    const bookingId = (created.json() as { id: string }).id;
    const { client, wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        booking: useQuery(adminBookingQuery(bookingId)),
        messages: useQuery(adminMessagesQuery({ bookingId })),
        performers: useQuery(adminPerformersQuery()),
        act: useBookingAction(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(
        result.current.booking.isSuccess && result.current.messages.isSuccess && result.current.performers.isSuccess,
      ).toBe(true),
    );
    expect(result.current.booking.data?.status).toBe('pending');
    const requestDeposit = bookingActions('pending', 'unpaid').find((a) => a.label === 'Request Deposit');
    if (!requestDeposit) throw new Error('pending bookings offer Request Deposit');

    act(() => result.current.act.mutate({ bookingId, action: requestDeposit }));
    await waitFor(() => expect(result.current.act.isSuccess).toBe(true));

    expect(result.current.booking.data?.status).toBe('depositPending');
    expect(client.getQueryState(adminMessagesQuery({ bookingId }).queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(adminMessagesQuery({ bookingId }).queryKey)?.dataUpdateCount).toBe(2);
    expect(client.getQueryState(adminPerformersQuery().queryKey)?.dataUpdateCount).toBe(1);
  });

  it("saves a performer's staff-only contact, refuses another performer's e-mail on its field, and invites her", async () => {
    const { client, wrapper } = setUp();
    const errors: Error[] = [];
    const { result } = renderHook(
      () => ({
        staff: useQuery(adminPerformersQuery()),
        save: useSavePerformer({ onError: (err) => errors.push(err) }),
        invite: useInvitePerformer(),
        end: useEndPortalAccess(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.staff.isSuccess).toBe(true));
    const form = {
      ...emptyPerformerForm(),
      name: 'Contact Carla',
      email: 'Carla@Example.test',
      phone: '+1 305 555 0142',
      language: 'es' as const,
      commissionPercent: '30',
    };
    act(() => result.current.save.mutate({ payload: toPayload(form, 'create') }));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    const id = result.current.save.data?.id ?? '';
    const carla = () => result.current.staff.data?.find((p) => p.id === id);
    await waitFor(() =>
      expect(carla()).toMatchObject({
        email: 'carla@example.test',
        phone: '+1 305 555 0142',
        language: 'es',
        commissionPercent: 30,
        portalAccess: 'none',
      }),
    );

    // The same address in other letters, on another performer: the server's words, under E-mail.
    const twin = { ...form, name: 'Twin Tina', email: 'CARLA@example.test' };
    act(() => result.current.save.mutate({ payload: toPayload(twin, 'create') }));
    await waitFor(() => expect(errors).toHaveLength(1));
    const refused = errors[0];
    expect(refused).toBeInstanceOf(ApiError);
    expect(serverFieldErrors(refused instanceof ApiError ? refused.issues : [], twin)).toEqual({
      email: 'Another performer has this e-mail address',
    });

    act(() => result.current.invite.mutate(id));
    await waitFor(() => expect(result.current.invite.isSuccess).toBe(true));
    expect(Date.parse(result.current.invite.data?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    await waitFor(() => expect(carla()?.portalAccess).toBe('invited'));

    act(() => result.current.end.mutate(id));
    await waitFor(() => expect(result.current.end.isSuccess).toBe(true));
    await waitFor(() => expect(carla()?.portalAccess).toBe('none'));
    expect(client.getQueryState(adminPerformersQuery().queryKey)?.dataUpdateCount).toBeGreaterThanOrEqual(4);
  });

  it("shows the desk each performer's offer: sent to the one with a portal account, none for the other", async () => {
    const withAccount = await createPerformer('Portal Paula');
    const without = await createPerformer('Phone Pia');
    await upsertAccount(t.db, withAccount, 'Paula', new Date());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest([withAccount, without], comingDate()),
    });
    expect(created.statusCode, created.body).toBe(201);
    const bookingId = (created.json() as { id: string }).id;
    const { wrapper } = setUp();
    const { result } = renderHook(() => useQuery(adminBookingQuery(bookingId)), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const booking = result.current.data;
    if (!booking) throw new Error('the booking was read');
    const lines = performerOffers(booking);
    expect(lines.map((l) => [l.name, l.offer?.state ?? null])).toEqual([
      ['Portal Paula', 'sent'],
      ['Phone Pia', null],
    ]);
    expect(offerInWords(lines[0]?.offer ?? null).text).toMatch(/^Offer sent, answer due \w{3} \d{1,2}, \d{4}, /);
    expect(offerInWords(lines[1]?.offer ?? null).text).toBe('No portal account');
    expect(waitingOnPerformers(booking)).toBe(true);
  });
});
