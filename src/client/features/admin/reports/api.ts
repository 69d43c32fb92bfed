import { queryOptions } from '@tanstack/react-query';
import { reportSchema } from '../../../../shared/schemas/report';
import { getJson, toQueryString } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/** The dashboard's figures for the bookings requested in a period. */
export const adminReportQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...adminKeys.reports, period],
    queryFn: (ctx) => getJson(reportSchema, `/api/admin/reports${toQueryString(period)}`, ctx),
  });
