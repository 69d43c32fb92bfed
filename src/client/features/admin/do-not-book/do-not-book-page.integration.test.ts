import { QueryClientProvider } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { type ComponentType, createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { asUser, signInAccounts } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { SIGNED_IN_HINT } from '../../../../shared/auth-cookie';
import type { Transport } from '../../../lib/http';
import { createQueryClient } from '../../../lib/staff-query-client';

// A DOM for React without happy-dom's whole environment (its fetch and URL would replace the
// server's in this process), as ../desk/mutations.integration.test.ts does. Radix's dialogs also
// need the window's events and a few constructors: set for this file, put back after it (the
// integration workers keep their globals from one file to the next).
const dom = new Window({ url: 'https://example.test' });
const DOM_GLOBALS = [
  'getComputedStyle',
  'MutationObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
  'NodeFilter',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'FocusEvent',
  'MouseEvent',
  'PointerEvent',
];
const g = globalThis as Record<string, unknown>;
const saved = new Map(DOM_GLOBALS.map((name) => [name, g[name]]));
for (const name of DOM_GLOBALS) {
  const value = (dom as unknown as Record<string, unknown>)[name];
  g[name] = typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(dom) : value;
}
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { act, cleanup, configure, fireEvent, getConfig, render, screen, within } = await import(
  '@testing-library/react'
);
// Each write is answered by the real app and then read again: on a busy machine that takes more
// than Testing Library's one second.
const asyncUtilTimeout = getConfig().asyncUtilTimeout;
configure({ asyncUtilTimeout: 15_000 });
// Radix decides at load whether there is a document (its layout effects are no-ops without one).
const { default: DoNotBookPage } = await import('./do-not-book-page');

/**
 * /admin/do-not-book against the real API (app.inject as the QueryClient's transport, signed in as
 * an owner): an entry added through the form, the server's refusals under the field or above the
 * button, and the owner's delete behind its question (decision 037).
 */
describe('the do-not-book page', { timeout: 120_000 }, () => {
  let t: TestApp;
  let transport: Transport;
  beforeAll(async () => {
    t = await createTestApp();
    // The admin signInAccounts makes is an owner: the page shows the deletes and the proposals.
    const headers = asUser((await signInAccounts(t.app, t.db)).admin);
    // The hint a signed-in browser holds: without it the gate does not ask who is signed in.
    dom.document.cookie = `${SIGNED_IN_HINT}=1`;
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
  });
  afterEach(cleanup);
  afterAll(async () => {
    await t.close();
    await dom.happyDOM.close();
    for (const [name, value] of saved) g[name] = value;
    configure({ asyncUtilTimeout });
  });

  /**
   * Until the element is there: vitest's own polling, not Testing Library's waitFor, which stalls
   * once another file of the same worker (isolate: false) has loaded it with its own DOM.
   */
  const shown = (find: () => HTMLElement) => expect.poll(find, { timeout: 15_000, interval: 50 }).toBeTruthy();
  const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
  const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  /** The form's button once the last add has settled (it reads "Adding…" until the list is read again). */
  const addButton = async () => {
    await shown(() => screen.getByRole('button', { name: 'Add to the list' }));
    return screen.getByRole('button', { name: 'Add to the list' });
  };

  it('adds an entry from the form, says what the server refuses, and lets the owner delete it', async () => {
    const { hook } = memoryLocation({ path: '/admin/do-not-book' });
    render(
      createElement(
        QueryClientProvider,
        { client: createQueryClient(transport) },
        // Router's props type asks for children among the props; they are passed as React passes them.
        createElement(Router as ComponentType<{ hook: typeof hook }>, { hook }, createElement(DoNotBookPage)),
      ),
    );
    await shown(() => screen.getByText('Nobody is on the list.'));
    await shown(() => screen.getByText('No proposals are waiting.'));

    // Not a phone: the server's words under the field, nothing added.
    type(screen.getByLabelText('Phone number'), 'call me');
    type(screen.getByLabelText(/^Reason/), 'Threatened Rita');
    await click(await addButton());
    await shown(() => screen.getByText('Enter a phone number, like (305) 555-0142 or +44 7911 123456'));

    type(screen.getByLabelText('Phone number'), '(305) 555-0190');
    await click(await addButton());
    const list = () => within(screen.getByRole('region', { name: 'On the list' }));
    await shown(() => list().getByText('Phone …0190'));
    expect(list().getByText('Threatened Rita')).toBeTruthy();

    // The same number typed another way: the server's 409, above the button.
    type(screen.getByLabelText('Phone number'), '+1 305 555 0190');
    type(screen.getByLabelText(/^Reason/), 'Again');
    await click(await addButton());
    await shown(() => screen.getByText('That phone is on the list already.'));

    await click(list().getByRole('button', { name: 'Delete Phone …0190' }));
    await shown(() => screen.getByRole('dialog'));
    const dialog = within(screen.getByRole('dialog'));
    await click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(() => screen.getByText('Nobody is on the list.'));
  });
});
