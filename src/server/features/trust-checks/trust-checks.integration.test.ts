import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { performerSession } from '../../../../test/helpers/portal';
import { auditLog } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';
import { upsertAccount } from '../portal/repository';

let clock = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };

/** A phone's camera JPEG with a GPS position in its EXIF, which must not be kept. */
const cameraPhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a05' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 0/1' } })
    .toBuffer();

/**
 * Trust checks (issue 31): she sends a live photo holding the code on her screen; staff see it
 * (never publicly), verify her gallery or turn it down with a reason; staff record her ID check.
 * The public profile then says so.
 */
describe('trust checks', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  const ids = { luna: '', mia: '' };
  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const portal = (who: 'luna' | 'mia') => performerSession(t.app, t.db, ids[who], clock);
  const status = async (who: 'luna' | 'mia') =>
    (await t.app.inject({ method: 'GET', url: '/api/portal/photo-verification', headers: await portal(who) })).json();
  const send = async (who: 'luna' | 'mia', code: string, body: Buffer, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/photo-verification?code=${code}`,
      headers: { ...(await portal(who)), 'content-type': type },
      payload: body,
    });
  const decide = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/performers/${id}/photo-verification`, headers, payload });
  const profile = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/performers/${id}` })).json();
  const checkFiles = async () => readdir(join(t.storageDir, 'checks')).catch(() => []);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    for (const name of ['luna', 'mia'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/performers',
        headers: owner,
        payload: { name },
      });
      ids[name] = res.json().id;
      await upsertAccount(t.db, ids[name], null, clock);
    }
  });
  afterAll(() => t?.close());

  it('gives her a code to hold up, the same until staff decide, and asks for a photo', async () => {
    const first = await status('luna');
    expect(first).toMatchObject({ waiting: false, verifiedAt: null, due: true, declinedNote: null });
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect((await status('luna')).code).toBe(first.code);
    expect((await status('mia')).code).not.toBe(first.code);
  });

  it('refuses a wrong code, a file that is not an image, and a call without her session', async () => {
    const { code } = await status('luna');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const stale = await send('luna', wrong, await cameraPhoto());
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CODE_CHANGED' });
    const text = await send('luna', code, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(415);
    expect((await send('luna', 'bad', await cameraPhoto())).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/portal/photo-verification?code=${code}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'image/jpeg' },
      payload: await cameraPhoto(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await checkFiles()).toEqual([]);
  });

  it('keeps her live photo private and without its location, for staff only', async () => {
    const { code } = await status('luna');
    const sent = await send('luna', code, await cameraPhoto());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ waiting: true, due: false, code });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/performers/${ids.luna}/photo-verification`,
      headers: agent,
    });
    expect(seen.json().waiting).toMatchObject({ code });
    const photo = await t.app.inject({ method: 'GET', url: seen.json().waiting.photoUrl, headers: agent });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('no-store');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    // Not for anyone else: no session, and never under the public /objects path.
    expect((await t.app.inject({ method: 'GET', url: seen.json().waiting.photoUrl })).statusCode).toBe(401);
    const [file] = await checkFiles();
    expect((await t.app.inject({ method: 'GET', url: `/objects/checks/${file}` })).statusCode).toBe(404);
    // A second photo before staff decide replaces the first.
    await send('luna', code, await cameraPhoto());
    expect(await checkFiles()).toHaveLength(1);
  });

  it('takes a turn-down only with a reason, tells her, and gives her a new code', async () => {
    const { code } = await status('luna');
    const noReason = await decide(agent, ids.luna, { verified: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { path: 'note', message: 'Say why the photo does not verify her gallery' },
    ]);
    expect((await decide(agent, ids.luna, { verified: false, note: 'The code is not readable' })).statusCode).toBe(200);
    const after = await status('luna');
    expect(after).toMatchObject({ waiting: false, due: true, declinedNote: 'The code is not readable' });
    expect(after.code).not.toBe(code);
    expect(await checkFiles()).toEqual([]);
    expect((await decide(agent, ids.luna, { verified: true })).statusCode).toBe(409);
  });

  it('marks her photos verified on her profile, by whom and when, audited, for six months', async () => {
    const { code } = await status('luna');
    await send('luna', code, await cameraPhoto());
    const done = await decide(agent, ids.luna, { verified: true });
    expect(done.json()).toMatchObject({
      waiting: null,
      photosVerifiedAt: clock.toISOString(),
      photosVerifiedBy: AGENT.email,
    });
    expect((await profile(ids.luna)).photosVerifiedAt).toBe(clock.toISOString());
    expect(await status('luna')).toMatchObject({ verifiedAt: clock.toISOString(), due: false });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'photo_verifications'));
    expect(audits.map((a) => a.actorEmail)).toEqual([AGENT.email, AGENT.email]);
    clock = new Date('2027-05-21T17:00:00Z');
    expect(await status('luna')).toMatchObject({ verifiedAt: null, due: true });
    clock = new Date('2026-11-20T17:00:00Z');
  });

  it("records her ID check (who, when) for the profile's line, and refuses it without staff", async () => {
    expect((await profile(ids.mia)).idCheckedAt).toBeNull();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/performers/${ids.mia}/id-check`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const byPortal = await t.app.inject({
      method: 'POST',
      url: `/api/admin/performers/${ids.mia}/id-check`,
      headers: await portal('mia'),
    });
    expect(byPortal.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/performers/${ids.mia}/id-check`,
      headers: owner,
    });
    expect(res.json()).toMatchObject({ idCheckedAt: clock.toISOString(), idCheckedBy: OWNER.email });
    expect((await profile(ids.mia)).idCheckedAt).toBe(clock.toISOString());
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers/00000000-0000-4000-8000-000000000000/id-check',
      headers: owner,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
