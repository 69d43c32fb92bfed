import type { MessageKind } from '../../../shared/schemas/message';
import type { Subscription } from '../push';
import type { NewMessage } from './repository';

/** What a notification says: a title, one line, and the page it opens (decision 033). */
export type PushNote = {
  kind: MessageKind;
  /** One per cause: with the subscription's id, each browser gets it once. */
  key: string;
  title: string;
  body: string;
  url: string;
  bookingId?: string | null;
  bookingReference?: string | null;
};

/** One outbox row per browser: the payload is JSON the service worker shows. */
export function pushDrafts(subs: Subscription[], note: PushNote): NewMessage[] {
  return subs.map((sub) => ({
    idempotencyKey: `${note.key}:${sub.id}`,
    channel: 'push',
    kind: note.kind,
    bookingId: note.bookingId ?? null,
    bookingReference: note.bookingReference ?? null,
    recipient: `push:${sub.id}`,
    subject: null,
    text: JSON.stringify({ title: note.title, body: note.body, url: note.url, tag: note.key }),
    html: null,
    attachments: [],
  }));
}
