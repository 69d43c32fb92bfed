import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { type AcknowledgeInput, tonightApi } from './api';

type AcknowledgeCall = typeof tonightApi.acknowledge;

/** An acknowledgement ends the alarm on the board and is written to the booking's safety log. */
export const useAcknowledgeAlarm = (callbacks: ActionCallbacks<Answer<AcknowledgeCall>, AcknowledgeInput> = {}) =>
  useAdminMutation(tonightApi.acknowledge, [adminKeys.tonight, adminKeys.bookings], callbacks);
