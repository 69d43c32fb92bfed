import { queryOptions } from '@tanstack/react-query';
import {
  type AssignReceiptInput,
  paymentReceiptSchema,
  unmatchedReceiptsSchema,
} from '../../../../shared/schemas/receipts';
import { type CallContext, getJson, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

export const unmatchedPaymentsQuery = () =>
  queryOptions({
    queryKey: adminKeys.payments,
    queryFn: (ctx) => getJson(unmatchedReceiptsSchema, '/api/admin/payments/unmatched', ctx),
  });

/** Staff's payment calls. Components call them through the hooks of ./mutations.ts. */
export const paymentsApi = {
  assign: ({ id, ...body }: AssignReceiptInput & { id: string }, ctx?: CallContext) =>
    sendJson(paymentReceiptSchema, 'POST', `/api/admin/payments/unmatched/${encodeURIComponent(id)}/assign`, body, ctx),
};
