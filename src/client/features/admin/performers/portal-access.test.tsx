// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPerformer } from '../../../../shared/schemas/admin-performer';
import { Toaster } from '../../../components/ui/toaster';
import { I18nProvider } from '../../../lib/i18n-react';
import { createQueryClient } from '../../../lib/staff-query-client';
import { testI18n } from '../../../lib/test-i18n';
import { PortalAccessActions, PortalAccessBadge } from './portal-access';

/**
 * A performer row's portal access (decision 033): the state in words, Invite (explained when it
 * cannot be used) and End portal access behind the confirm dialog. The API is the transport: it
 * records each call and answers what the server answers (its integration tests cover the server).
 */
const ID = '33333333-3333-4333-8333-333333333333';
type Subject = Pick<AdminPerformer, 'id' | 'name' | 'email' | 'portalAccess'>;
const ana = (changes: Partial<Subject> = {}): Subject => ({
  id: ID,
  name: 'Ana Portal',
  email: 'ana@example.test',
  portalAccess: 'none',
  ...changes,
});

type Reply = { status: number; body?: unknown };
function renderActions(
  performer: Subject,
  reply: Reply = { status: 201, body: { expiresAt: '2026-11-29T00:00:00Z' } },
) {
  const calls: string[] = [];
  const client = createQueryClient(async (path, init) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const ok = reply.status < 300;
    return { ok, status: reply.status, statusText: ok ? 'OK' : 'Conflict', header: () => null, text: async () => text };
  });
  render(
    <I18nProvider i18n={testI18n()}>
      <QueryClientProvider client={client}>
        <PortalAccessBadge access={performer.portalAccess} />
        <PortalAccessActions performer={performer} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return calls;
}

afterEach(cleanup);

describe('portal access on a performer row', () => {
  it('names each state in words', () => {
    render(
      <>
        <PortalAccessBadge access="none" />
        <PortalAccessBadge access="invited" />
        <PortalAccessBadge access="active" />
      </>,
    );
    for (const words of ['Not invited', 'Invited', 'Portal active']) expect(screen.getByText(words)).toBeTruthy();
  });

  it('cannot invite without an e-mail address, and says why', () => {
    const calls = renderActions(ana({ email: null }));
    const invite = screen.getByRole('button', { name: 'Invite to portal: Ana Portal' }) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    const note = document.getElementById(invite.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Add an e-mail address (Edit, Contact) to invite this performer to the portal.');
    expect(screen.queryByRole('button', { name: /End portal access/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('invites by e-mail and says to whom', async () => {
    const calls = renderActions(ana());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invite to portal: Ana Portal' })));
    expect(await screen.findByText('Invitation sent to ana@example.test')).toBeTruthy();
    expect(calls).toEqual([`POST /api/admin/performers/${ID}/invitation`]);
  });

  it("shows the server's reason when the invitation is refused", async () => {
    const message = "Add the performer's e-mail address first: the invitation is sent to it.";
    renderActions(ana(), { status: 409, body: { message, code: 'NO_EMAIL' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invite to portal: Ana Portal' })));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('ends access only after asking; Cancel ends nothing', async () => {
    const calls = renderActions(ana({ portalAccess: 'invited' }), { status: 204 });
    expect(screen.getByRole('button', { name: 'Invite again: Ana Portal' })).toBeTruthy();
    const end = screen.getByRole('button', { name: 'End portal access for Ana Portal' });
    await act(async () => fireEvent.click(end));
    let ask = screen.getByRole('dialog', { name: 'End portal access for Ana Portal?' });
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' })));
    expect(calls).toEqual([]);

    await act(async () => fireEvent.click(end));
    ask = screen.getByRole('dialog', { name: 'End portal access for Ana Portal?' });
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'End access' })));
    expect(await screen.findByText('Ana Portal can no longer use the portal.')).toBeTruthy();
    expect(calls).toEqual([`DELETE /api/admin/performers/${ID}/portal-access`]);
  });

  it('offers no invitation once the portal is active', () => {
    renderActions(ana({ portalAccess: 'active' }));
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'End portal access for Ana Portal' })).toBeTruthy();
  });
});
