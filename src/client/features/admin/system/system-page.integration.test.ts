import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { type ComponentType, createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { asUser, TEST_ORIGIN } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { bookingRequest, comingDate } from '../../../../../test/helpers/booking';
import { freePort } from '../../../../../test/helpers/server-process';
import { insertNamedRefs, insertPerformers } from '../../../../server/db/factories';
import { auditLog, backups, messages } from '../../../../server/db/schema';
import { ensureAdmin } from '../../../../server/features/auth/accounts';
import { SIGNED_IN_HINT } from '../../../../shared/auth-cookie';
import type { Transport } from '../../../lib/http';
import { createQueryClient } from '../../../lib/staff-query-client';

// A DOM for React without happy-dom's whole environment, as ../do-not-book's page test does; set
// for this file and put back after it (the integration workers keep their globals between files).
const dom = new Window({ url: 'https://example.test' });
const DOM_GLOBALS = ['getComputedStyle', 'MutationObserver', 'Node', 'Element', 'HTMLElement', 'NodeFilter', 'Event'];
const g = globalThis as Record<string, unknown>;
const saved = new Map(DOM_GLOBALS.map((name) => [name, g[name]]));
for (const name of DOM_GLOBALS) {
  const value = (dom as unknown as Record<string, unknown>)[name];
  g[name] = typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(dom) : value;
}
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { cleanup, fireEvent, render, screen, within } = await import('@testing-library/react');
const { default: SystemPage } = await import('./system-page');
const { default: DashboardPage } = await import('../reports/dashboard-page');

const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };

/**
 * /admin/system and the dashboard's System card against the real API (app.inject as the
 * QueryClient's transport), with a mail server that is not there: the booking's e-mails fail for
 * good, and the page and the badge say so. An agent sees neither the figures nor the card.
 */
describe('the System page', { timeout: 120_000 }, () => {
  let t: TestApp;
  const signIn = async (who: { email: string; password: string }, app = t.app) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: who,
    });
    expect(res.statusCode, res.body).toBe(200);
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const transportAs =
    (headers: Record<string, string>, app = t.app): Transport =>
    async (path, init) => {
      // A change comes from the site's own origin, as a browser's does.
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...headers, origin: TEST_ORIGIN },
      });
      return {
        ok: res.statusCode >= 200 && res.statusCode < 300,
        status: res.statusCode,
        statusText: res.statusMessage,
        header: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null,
        text: async () => res.body,
      };
    };
  const show = (page: ComponentType, transport: Transport, path: string) => {
    const { hook } = memoryLocation({ path });
    // Inside <main>, as the app's layout renders every page.
    const main = dom.document.body.appendChild(dom.document.createElement('main')) as unknown as HTMLElement;
    render(
      createElement(
        QueryClientProvider,
        { client: createQueryClient(transport) },
        createElement(Router as ComponentType<{ hook: typeof hook }>, { hook }, createElement(page)),
      ),
      { container: main },
    );
  };
  /**
   * axe's violations of the page as rendered, with the browser tests' rules (e2e/helpers/axe.ts).
   * happy-dom lays nothing out, so colour contrast is left to the browser tier; names, roles,
   * headings, landmarks and tables are checked here.
   */
  const axeViolations = async () => {
    const { default: axe } = await import('axe-core');
    const results = await axe.run(dom.document as unknown as Document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  };
  /** Until the element is there: vitest's own polling (see ../do-not-book's page test). */
  const shown = (find: () => HTMLElement) => expect.poll(find, { timeout: 15_000, interval: 50 }).toBeTruthy();

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, retry: { delaySeconds: 1, maxDelaySeconds: 1, limit: 0 } },
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, teamEmails: ['team@example.test'] },
    });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    dom.document.cookie = `${SIGNED_IN_HINT}=1`;
    dom.document.documentElement.lang = 'en';
  });
  afterEach(cleanup);
  afterAll(async () => {
    await t.close();
    await dom.happyDOM.close();
    for (const [name, value] of saved) g[name] = value;
  });

  it('shows an owner the figures with their units, and what needs attention once mail fails', async () => {
    const owner = transportAs(await signIn(OWNER));
    show(SystemPage, owner, '/admin/system');
    await shown(() => screen.getByText(/^All clear/));
    expect(screen.getByRole('heading', { level: 1, name: 'System' })).toBeTruthy();
    const queues = within(screen.getByRole('table', { name: 'Jobs waiting per queue' }));
    expect(queues.getByRole('rowheader', { name: 'deliver-message' })).toBeTruthy();
    const server = within(screen.getByRole('region', { name: 'This server' }));
    expect(server.getByText('Server errors (5xx), last 60 minutes')).toBeTruthy();
    expect(server.getByText('Slow answers (over 1 s), last 60 minutes')).toBeTruthy();
    expect(server.getByText(/^\d+(\.\d)? (kB|MB|GB)$/)).toBeTruthy();
    expect(server.getByText('None recorded')).toBeTruthy();
    expect(server.getByText(/^\d+\.\d+\.\d+/)).toBeTruthy();
    // Without BACKUP_DIR there is no button, only what to set (on PostgreSQL: pg_dump's way).
    const backupsSection = within(screen.getByRole('region', { name: 'Backups' }));
    expect(
      backupsSection.getByText(t.database.kind === 'postgres' ? /back up with pg_dump/ : /set BACKUP_DIR/),
    ).toBeTruthy();
    expect(backupsSection.queryByRole('button')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    cleanup();

    // A booking whose two e-mails cannot be sent: tried once, failed for good.
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest([performer], comingDate()),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The page reads again only every 30 s: it is opened once the server counts the failures.
    await expect
      .poll(async () => (await t.db.select().from(messages).where(eq(messages.status, 'failed'))).length, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(2);

    show(SystemPage, owner, '/admin/system');
    await shown(() => screen.getByText('2 messages failed'));
    const outbox = within(screen.getByRole('table', { name: 'Failed and stuck messages per channel' }));
    const emailRow = within(outbox.getByRole('rowheader', { name: 'E-mail' }).closest('tr') as HTMLElement);
    expect(emailRow.getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '0']);
    expect(await axeViolations()).toEqual([]);
    cleanup();

    show(DashboardPage, owner, '/admin');
    const card = () => screen.getByRole('link', { name: /^System/ });
    await shown(() => within(card()).getByText('Needs attention'));
  });

  it('lets an owner take a backup now, which then shows as the last backup', async () => {
    const root = await mkdtemp(join(tmpdir(), 'system-page-backups-'));
    const withBackups = await createTestApp({
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      backups: { dir: join(root, 'backups'), keep: 2, dataDir: join(root, 'data') },
    });
    try {
      await ensureAdmin(withBackups.db, OWNER);
      const owner = transportAs(await signIn(OWNER, withBackups.app), withBackups.app);
      show(SystemPage, owner, '/admin/system');
      await shown(() => screen.getByRole('region', { name: 'Backups' }));
      const section = within(screen.getByRole('region', { name: 'Backups' }));
      if (withBackups.database.kind === 'postgres') {
        // The app backs up only the embedded database: on PostgreSQL it says how, and offers no button.
        expect(section.getByText(/back up with pg_dump/)).toBeTruthy();
        expect(section.queryByRole('button')).toBeNull();
        return;
      }
      fireEvent.click(section.getByRole('button', { name: 'Back up now' }));
      await shown(() => section.getByText(/^Backup queued/));
      await expect
        .poll(
          async () => (await withBackups.db.select().from(backups)).map((b) => [b.origin, b.status, b.requestedBy]),
          {
            timeout: 30_000,
            interval: 100,
          },
        )
        .toEqual([['owner', 'done', OWNER.email]]);
      const [audited] = await withBackups.db.select().from(auditLog).where(eq(auditLog.entityType, 'backups'));
      expect(audited?.actorEmail).toBe(OWNER.email);
      expect(await axeViolations()).toEqual([]);
      cleanup();
      show(SystemPage, owner, '/admin/system');
      const server = () => within(screen.getByRole('region', { name: 'This server' }));
      await shown(() => server().getByText(/\(backup-\d{4}-/));
    } finally {
      cleanup();
      await withBackups.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('shows an agent neither the figures nor the dashboard card', async () => {
    const agent = transportAs(await signIn(AGENT));
    show(SystemPage, agent, '/admin/system');
    await shown(() => screen.getByText('Only an owner can see how the system is running.'));
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    show(DashboardPage, agent, '/admin');
    await shown(() => screen.getByRole('link', { name: /^Tonight/ }));
    expect(screen.queryByRole('link', { name: /^System/ })).toBeNull();
  });
});
