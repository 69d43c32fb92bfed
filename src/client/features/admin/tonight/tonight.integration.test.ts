import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { confirmedNight } from '../../../../../test/helpers/night';
import { performerSession } from '../../../../../test/helpers/portal';
import { insertNamedRefs } from '../../../../server/db/factories';
import { upsertAccount } from '../../../../server/features/portal/repository';
import { ApiError, type Transport } from '../../../lib/http';
import { createQueryClient } from '../../../lib/staff-query-client';
import { adminPerformersQuery } from '../performers/api';
import { useSavePerformer } from '../performers/mutations';
import { emptyPerformerForm, formFromPerformer, toPayload } from '../performers/performer-form';
import { safetyLogQuery, tonightQuery } from './api';
import { useAcknowledgeAlarm } from './mutations';

// A DOM for React, without happy-dom's whole environment (its URL and fetch would replace the
// ones the server needs in this same process), as desk/mutations.integration.test.ts does.
const dom = new Window({ url: 'https://example.test' });
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { act, renderHook, waitFor, configure } = await import('@testing-library/react');
// A shared, busy CI machine can take more than the default second for a save and its refetch
// (each file has its own module registry, so this stays in this file).
configure({ asyncUtilTimeout: 15_000 });

let clock = new Date('2026-11-25T15:00:00Z');

/**
 * The desk's side of issue 30 against the real API (app.inject as the QueryClient's transport,
 * signed in as staff, on the app's clock): the performer form's emergency contact as the server
 * keeps it, and the Tonight board's read, its acknowledgement and the safety log it writes.
 */
describe("the Tonight board's reads and writes", () => {
  let t: TestApp;
  let transport: Transport;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, session: { idleHours: 24 * 90, absoluteDays: 90 } });
    staff = asUser((await signInAccounts(t.app, t.db)).admin);
    transport = async (path, init) => {
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...staff, ...(init?.body ? { 'content-type': 'application/json' } : {}) },
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

  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: createQueryClient(transport) }, children);

  it('keeps her emergency contact from the performer form, and removes it when both fields are emptied', async () => {
    const { result } = renderHook(() => ({ staff: useQuery(adminPerformersQuery()), save: useSavePerformer() }), {
      wrapper,
    });
    const form = {
      ...emptyPerformerForm(),
      name: 'Ema Contact',
      hourlyRate: '200',
      emergencyContactName: ' Rosa Contact ',
      emergencyContactPhone: '305  555 0111',
    };
    // The list is read first, as on the page: an invalidation while its first read is still under
    // way waits for that read (TanStack Query does not cancel a query with no data yet), which
    // may have begun before the performer was saved and would then never list her.
    await waitFor(() => expect(result.current.staff.isSuccess).toBe(true));
    act(() => result.current.save.mutate({ payload: toPayload(form, 'create') }));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    const id = result.current.save.data?.id ?? '';
    const ema = () => result.current.staff.data?.find((p) => p.id === id);
    await waitFor(() => expect(ema()?.emergencyContact).toEqual({ name: 'Rosa Contact', phone: '305 555 0111' }));

    // Edited with other fields only, it stays; emptied, it goes.
    const saved = ema();
    if (!saved) throw new Error('the saved performer is not listed');
    const stored = formFromPerformer(saved);
    act(() =>
      result.current.save.mutate({ performerId: id, payload: toPayload({ ...stored, hourlyRate: '250' }, 'edit') }),
    );
    await waitFor(() => expect(ema()?.hourlyRate).toBe('250.00'));
    expect(ema()?.emergencyContact).toEqual({ name: 'Rosa Contact', phone: '305 555 0111' });
    const cleared = { ...stored, emergencyContactName: '', emergencyContactPhone: '' };
    act(() => result.current.save.mutate({ performerId: id, payload: toPayload(cleared, 'edit') }));
    await waitFor(() => expect(ema()?.emergencyContact).toBeNull());
  });

  it('shows a panic on the board; acknowledging reads the board and the safety log again', async () => {
    const created = await transport('/api/admin/performers', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Paz Panic',
        hourlyRate: 200,
        serviceAreaIds: ['miami'],
        eventTypeIds: ['birthday-party'],
        emergencyContact: { name: 'Rita Panic', phone: '305 555 0122' },
      }),
    });
    const performerId = (JSON.parse(await created.text()) as { id: string }).id;
    await upsertAccount(t.db, performerId, null, clock);
    const portal = await performerSession(t.app, t.db, performerId, clock);
    const { bookingId, start } = await confirmedNight(
      t.app,
      { performerId, portal, staff, setClock: (at) => (clock = at) },
      '2026-12-05',
    );
    clock = new Date(start.getTime() - 30 * 60_000);
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/portal/bookings/${bookingId}/panic`,
      headers: portal,
      payload: { location: { lat: 25.77, lng: -80.19, accuracy: 30 } },
    });
    expect(pressed.statusCode, pressed.body).toBe(202);

    const errors: Error[] = [];
    const { result } = renderHook(
      () => ({
        board: useQuery(tonightQuery()),
        log: useQuery(safetyLogQuery(bookingId)),
        acknowledge: useAcknowledgeAlarm({ onError: (err) => errors.push(err) }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.board.data?.alarms).toHaveLength(1));
    const alarm = result.current.board.data?.alarms[0];
    expect(alarm).toMatchObject({
      kind: 'panic',
      bookingId,
      performerName: 'Paz Panic',
      address: '12 Palm Way, Miami',
      clientName: 'Pat Night',
      emergencyContact: { name: 'Rita Panic', phone: '305 555 0122' },
      location: { lat: 25.77, lng: -80.19, accuracy: 30 },
    });
    expect(result.current.board.data?.bookings.map((b) => b.id)).toContain(bookingId);
    await waitFor(() => expect(result.current.log.data?.entries.map((e) => e.kind)).toEqual(['alarm']));

    act(() => result.current.acknowledge.mutate({ alarmId: alarm?.id ?? '', note: 'Called her: safe, left early.' }));
    await waitFor(() => expect(result.current.acknowledge.isSuccess).toBe(true));
    expect(result.current.board.data?.alarms).toEqual([]);
    expect(result.current.log.data?.entries.at(-1)).toMatchObject({
      kind: 'acknowledged',
      detail: 'Called her: safe, left early.',
      actor: expect.stringContaining('@'),
    });

    // A second acknowledgement (another desk, a double tap): the code the dialog reads.
    act(() => result.current.acknowledge.mutate({ alarmId: alarm?.id ?? '', note: 'Me too' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0] instanceof ApiError && [errors[0].status, errors[0].code]).toEqual([
      409,
      'ALARM_ALREADY_ACKNOWLEDGED',
    ]);
  });
});
