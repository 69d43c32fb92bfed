import { queryOptions } from '@tanstack/react-query';
import { adminMessageListSchema, adminMessageSchema, type MessageStatus } from '../../../../shared/schemas/message';
import { type CallContext, getJson, sendJson, toQueryString } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/** Which messages to list: one booking's, or one status's; newest first either way. */
export type MessageListFilter = { bookingId?: string; status?: MessageStatus };

export const adminMessagesQuery = (filter: MessageListFilter = {}) =>
  queryOptions({
    queryKey: [...adminKeys.messages, filter],
    queryFn: (ctx) =>
      getJson(
        adminMessageListSchema,
        `/api/admin/messages${toQueryString({ bookingId: filter.bookingId, status: filter.status })}`,
        ctx,
      ),
  });

/** The messages' writes. Components call them through the hooks of ./mutations.ts. */
export const messagesApi = {
  /** Queues a failed message again (409 when it has not failed). */
  retryMessage: (messageId: string, ctx?: CallContext) =>
    sendJson(adminMessageSchema, 'POST', `/api/admin/messages/${encodeURIComponent(messageId)}/retry`, undefined, ctx),
};
