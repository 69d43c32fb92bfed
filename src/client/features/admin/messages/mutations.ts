import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { messagesApi } from './api';

/** Queues a failed message again; every message list (the page's, each booking card's) is read again. */
export const useRetryMessage = (callbacks: ActionCallbacks<Answer<typeof messagesApi.retryMessage>, string> = {}) =>
  useAdminMutation(messagesApi.retryMessage, [adminKeys.messages], callbacks);
