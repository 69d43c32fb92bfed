import { queryOptions } from '@tanstack/react-query';
import { moneyReportSchema, reportSchema } from '../../../../shared/schemas/report';
import { getJson, toQueryString } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/** The dashboard's figures for the bookings requested in a period. */
export const adminReportQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...adminKeys.reports, period],
    queryFn: (ctx) => getJson(reportSchema, `/api/admin/reports${toQueryString(period)}`, ctx),
  });

/** Owners: money by the month it moved and by the month of the event, and per performer (decision 035). */
export const adminMoneyReportQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...adminKeys.reports, 'money', period],
    queryFn: (ctx) => getJson(moneyReportSchema, `/api/admin/reports/money${toQueryString(period)}`, ctx),
  });
