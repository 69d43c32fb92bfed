import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { bookingRequest } from '../../../../../test/helpers/booking';
import { insertNamedRefs } from '../../../../server/db/factories';
import type { Transport } from '../../../lib/http';
import { ResourceProvider, ResourceStore, useResource } from '../../../lib/resource';
import { createQueryClient } from '../../../lib/staff-query-client';
import { performerListResource } from '../../performers/api';
import { adminMessagesQuery } from '../messages/api';
import { adminPerformersQuery } from '../performers/api';
import { useHidePerformer } from '../performers/mutations';
import { serviceAreasQuery } from '../shell/public-reads';
import { adminBookingQuery } from './api';
import { bookingActions } from './booking-actions';
import { useBookingAction } from './mutations';

// A DOM for React, without happy-dom's whole environment (its URL and fetch would replace the
// ones the server needs in this same process). React DOM looks for it when first loaded.
const dom = new Window({ url: 'https://example.test' });
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { act, renderHook, waitFor } = await import('@testing-library/react');

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
      payload: bookingRequest([performerId]),
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
});
