import { afterAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../../test/helpers/mail';
import { createCourier } from './deliver';
import type { MessageRow } from './repository';

const OLD = 'the-secret-being-retired-0123456789';
const NEW = 'the-secret-taking-over-0123456789';

/**
 * Rotating the webhook secret (docs/deploy.md): with TEAM_WEBHOOK_SECRET_PREVIOUS set, each call
 * carries a signature for both secrets, so a receiver still on the old one and one already on the
 * new one both accept it; without it, only the new one does. Real HTTP to receivers that check
 * signatures as the README describes.
 */
describe('webhook secret rotation', () => {
  const receivers = Promise.all([startWebhookReceiver(OLD), startWebhookReceiver(NEW)]);
  afterAll(async () => {
    for (const r of await receivers) await r.close();
  });

  const courier = (previousSecret?: string) =>
    createCourier({
      smtpUrl: null,
      from: 'desk@example.test',
      webhook: { url: 'http://unused.example.test', secret: NEW, ...(previousSecret ? { previousSecret } : {}) },
      host: 'example.test',
      now: () => new Date(),
      push: {
        keys: { publicKey: '', privateKey: '' },
        subject: 'mailto:desk@example.test',
        subscription: async () => null,
        forget: async () => {},
      },
    });
  // The courier reads a stored message's channel, recipient, id and text.
  const message = (url: string) =>
    ({ id: crypto.randomUUID(), channel: 'webhook', recipient: url, text: '{"event":"test"}' }) as MessageRow;

  it('signs with both secrets during the overlap, and with the new one alone after it', async () => {
    const [oldReceiver, newReceiver] = await receivers;
    if (!oldReceiver || !newReceiver) throw new Error('receivers did not start');
    const overlap = courier(OLD);
    await overlap.send(message(oldReceiver.url));
    await overlap.send(message(newReceiver.url));
    expect(oldReceiver.calls.map((c) => c.signatureValid)).toEqual([true]);
    expect(newReceiver.calls.map((c) => c.signatureValid)).toEqual([true]);
    expect(String(newReceiver.calls[0]?.headers['x-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);

    const after = courier();
    await expect(after.send(message(oldReceiver.url))).rejects.toThrow('webhook answered 401');
    await after.send(message(newReceiver.url));
    expect(oldReceiver.calls.map((c) => c.signatureValid)).toEqual([true, false]);
    expect(newReceiver.calls.map((c) => c.signatureValid)).toEqual([true, true]);
    overlap.close();
    after.close();
  });
});
