import '../../../staff.css';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { useServerPageHead } from '../../../lib/page-context';
import { StaffQueries } from '../../../lib/staff-query-client';
import { NotFoundPage } from '../../not-found';

type Load = () => Promise<{ default: ComponentType }>;

/** Each staff page's code loads when it is opened ('Loading...' meanwhile on a client-side move). */
const STAFF_PAGES: { path: string; load: Load }[] = [
  { path: '/admin', load: () => import('../reports/dashboard-page') },
  { path: '/admin/performers', load: () => import('../performers/performers-page') },
  { path: '/admin/bookings', load: () => import('../desk/bookings-page') },
  { path: '/admin/tonight', load: () => import('../tonight/tonight-page') },
  { path: '/admin/calendar', load: () => import('../calendar/calendar-page') },
  { path: '/admin/messages', load: () => import('../messages/messages-page') },
  { path: '/admin/payments', load: () => import('../payments/payments-page') },
  { path: '/admin/refunds', load: () => import('../money/refunds-page') },
  { path: '/admin/account', load: () => import('../account/account-page') },
  { path: '/admin/staff', load: () => import('../staff/staff-page') },
  { path: '/admin/settings', load: () => import('../settings/settings-page') },
  { path: '/admin/do-not-book', load: () => import('../do-not-book/do-not-book-page') },
  { path: '/admin/reviews', load: () => import('../reviews/reviews-page') },
  { path: '/admin/system', load: () => import('../system/system-page') },
];

const loaded = new Map<string, ComponentType>();
const deferred = new Map<string, LazyExoticComponent<ComponentType>>(STAFF_PAGES.map((p) => [p.path, lazy(p.load)]));

/** Loads the page at `path` before a first render, so it renders at once (routes.ts). */
export async function preloadStaffPage(path: string): Promise<void> {
  const page = STAFF_PAGES.find((p) => p.path === path);
  if (page && !loaded.has(page.path)) loaded.set(page.path, (await page.load()).default);
}

function StaffPage({ path }: { path: string }) {
  const Page = loaded.get(path) ?? deferred.get(path) ?? NotFoundPage;
  return <Page />;
}

/** /admin and below: the staff pages' own router (routes.ts). Never indexed, whichever page it is. */
export default function AdminApp() {
  useServerPageHead({ title: 'Admin', noindex: true });
  return (
    <StaffQueries>
      <Switch>
        {STAFF_PAGES.map((p) => (
          <Route key={p.path} path={p.path}>
            <StaffPage path={p.path} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </StaffQueries>
  );
}
