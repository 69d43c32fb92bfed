import { createHmac } from 'node:crypto';
import type { Agent } from 'node:https';
import nodemailer, { type Transporter } from 'nodemailer';
import webpush from 'web-push';
import type { MessageChannel } from '../../../shared/schemas/message';
import type { Subscription, VapidKeys } from '../push';
import type { MessageRow } from './repository';

/** The browser behind a push message unsubscribed (or never was): not retried, the row is skipped. */
export class RecipientGone extends Error {}

/** What sending Web Push needs: the server's keys and contact, and the subscriptions by id. */
export type PushSettings = {
  keys: VapidKeys;
  subject: string;
  subscription(id: string): Promise<Subscription | null>;
  /** The push service said the subscription is gone (404 or 410): it is removed. */
  forget(id: string): Promise<void>;
  /** Tests trust their local push service's certificate through this; the system's CAs otherwise. */
  agent?: Agent;
};

/** Sends one stored message; throws when it could not be delivered (the queue retries it). */
export type Courier = {
  /**
   * Why this message's channel cannot send it here (the missing setting, in words), or null when
   * it can. Such a message is composed and kept, marked logged, and never tried.
   */
  notConfigured(message: MessageRow): string | null;
  send(message: MessageRow): Promise<void>;
  close(): void;
};

/** A channel the switches below do not handle yet: `tsc` fails here until they do. */
function unknownChannel(channel: never): never {
  throw new Error(`no courier for the channel ${String(channel)}`);
}

/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the timestamp is signed with
 * the body, so a receiver that refuses a `t` more than 5 minutes from its clock refuses a replay
 * (README, Webhook). Each try signs afresh. While a secret is being rotated
 * (TEAM_WEBHOOK_SECRET_PREVIOUS set), one `v1` per secret, the current one first: a receiver that
 * accepts any matching `v1` works with either secret during the overlap (docs/deploy.md).
 */
const signWebhook = (secrets: readonly string[], body: string, at: Date) => {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = secrets.map((secret) => `,v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  return `t=${t}${v1.join('')}`;
};

export function createCourier(settings: {
  smtpUrl: string | null;
  from: string;
  webhook: { url: string; secret: string; previousSecret?: string } | null;
  /** The host part of each e-mail's Message-ID, so a message keeps one id across retries. */
  host: string;
  /** The clock a webhook's signature is dated by. */
  now: () => Date;
  push: PushSettings;
}): Courier {
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        // A booking's e-mails go out one after another: each after the first reuses an open
        // session instead of waiting for a new one's greeting and handshake (about 100 ms on a
        // local server, seconds on some). A session idle for socketTimeout is closed.
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  async function sendMail(m: MessageRow) {
    if (!transport) throw new Error('no SMTP server is configured');
    const to = m.recipient
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
      // Address objects are never parsed for names or further recipients.
      .map((address) => ({ name: '', address }));
    if (to.length === 0) throw new Error('no recipient (set TEAM_EMAILS)');
    await transport.sendMail({
      from: settings.from,
      to,
      subject: m.subject ?? '',
      text: m.text,
      html: m.html ?? undefined,
      messageId: `<${m.id}@${settings.host}>`,
      headers: {
        // Every e-mail we send is made by the system (RFC 3834): out-of-office and other
        // automatic replies are not sent back to it.
        'Auto-Submitted': 'auto-generated',
        'X-Auto-Response-Suppress': 'All',
        ...(m.bookingReference ? { 'X-Booking-Reference': m.bookingReference } : {}),
      },
      attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async function postWebhook(m: MessageRow) {
    if (!settings.webhook) throw new Error('TEAM_WEBHOOK_URL is no longer set');
    const res = await fetch(m.recipient, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signWebhook(
          [settings.webhook.secret, ...(settings.webhook.previousSecret ? [settings.webhook.previousSecret] : [])],
          m.text,
          settings.now(),
        ),
        'x-message-id': m.id,
        'user-agent': 'sfl-entertainers-webhook',
      },
      body: m.text,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  /** Web Push (RFC 8030/8291 through web-push): one subscription per row, its payload encrypted to it. */
  async function sendPush(m: MessageRow) {
    const id = m.recipient.replace(/^push:/, '');
    const sub = await settings.push.subscription(id);
    if (!sub) throw new RecipientGone('The browser no longer takes notifications');
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, m.text, {
        vapidDetails: { subject: settings.push.subject, ...settings.push.keys },
        TTL: 6 * 3600,
        timeout: 10_000,
        ...(settings.push.agent ? { agent: settings.push.agent } : {}),
      });
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : 0;
      if (status === 404 || status === 410) {
        await settings.push.forget(id);
        throw new RecipientGone(`The push service answered ${status}: the subscription was removed`);
      }
      throw err instanceof Error ? new Error(`push: ${err.message} (${status})`) : err;
    }
  }

  /** E-mail needs SMTP_URL, and a team e-mail TEAM_EMAILS. A webhook exists only when TEAM_WEBHOOK_URL did. */
  function notConfigured(m: MessageRow): string | null {
    const channel: MessageChannel = m.channel;
    switch (channel) {
      case 'email':
        if (m.recipient.trim() === '') return 'Not sent: TEAM_EMAILS is not set';
        return transport ? null : 'Not sent: no mail server is configured (SMTP_URL)';
      case 'webhook':
        // Unset since it was queued: tried, and failed, as before (postWebhook says why).
        return null;
      case 'push':
        // The keys are always there (made on first start); a gone browser is found when sending.
        return null;
      default:
        return unknownChannel(channel);
    }
  }

  function send(m: MessageRow): Promise<void> {
    const channel: MessageChannel = m.channel;
    switch (channel) {
      case 'email':
        return sendMail(m);
      case 'webhook':
        return postWebhook(m);
      case 'push':
        return sendPush(m);
      default:
        return unknownChannel(channel);
    }
  }

  return {
    notConfigured,
    send,
    close: () => transport?.close(),
  };
}
