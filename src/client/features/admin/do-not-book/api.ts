import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type DoNotBookInput,
  doNotBookEntrySchema,
  doNotBookListSchema,
  doNotBookProposalListSchema,
  type ProposalAccept,
} from '../../../../shared/schemas/do-not-book';
import { type CallContext, getJson, sendEmpty, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

const id = (value: string) => encodeURIComponent(value);

/** The do-not-book list (decision 037): reading it is audited on the server. */
export const doNotBookQuery = () =>
  queryOptions({
    queryKey: adminKeys.doNotBook,
    queryFn: (ctx) => getJson(doNotBookListSchema, '/api/admin/do-not-book', ctx),
  });

/** The owners' pending proposals, from performers' low ratings of clients. */
export const proposalsQuery = () =>
  queryOptions({
    queryKey: adminKeys.doNotBookProposals,
    queryFn: (ctx) => getJson(doNotBookProposalListSchema, '/api/admin/do-not-book/proposals', ctx),
  });

export const doNotBookApi = {
  add: (body: DoNotBookInput, ctx?: CallContext) =>
    sendJson(doNotBookEntrySchema, 'POST', '/api/admin/do-not-book', body, ctx),
  remove: (entryId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/do-not-book/${id(entryId)}`, undefined, ctx),
  accept: ({ proposalId, body }: { proposalId: string; body: ProposalAccept }, ctx?: CallContext) =>
    sendJson(
      z.array(doNotBookEntrySchema),
      'POST',
      `/api/admin/do-not-book/proposals/${id(proposalId)}/accept`,
      body,
      ctx,
    ),
  dismiss: (proposalId: string, ctx?: CallContext) =>
    sendEmpty('POST', `/api/admin/do-not-book/proposals/${id(proposalId)}/dismiss`, undefined, ctx),
};
