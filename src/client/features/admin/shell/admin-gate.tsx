import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { loginUrl } from '../../auth/api';
import { currentUserQuery } from './public-reads';

/**
 * Shows its children to admins only. The server refuses every /api/admin call without an admin
 * session all the same; this only decides what the page says. With STAFF_MFA_REQUIRED, staff
 * without a second factor are sent to their account page (the only one that allows them).
 */
export function AdminGate({
  deniedText,
  deniedTitle = 'Admin Access Required',
  loading,
  allowWithoutMfa = false,
  children,
}: {
  deniedText: string;
  deniedTitle?: string;
  loading?: ReactNode;
  /** The account page: where a second factor is set up. */
  allowWithoutMfa?: boolean;
  children: (user: User) => ReactNode;
}) {
  const [location] = useLocation();
  const user = useQuery(currentUserQuery());
  if (user.isPending) return <>{loading ?? <p className="px-4 py-16 text-center text-zinc-300">Loading...</p>}</>;
  if (user.data?.isAdmin && user.data.mfaSetupRequired && !allowWithoutMfa)
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
        <p className="mt-3 text-zinc-300">
          Staff accounts need an authenticator app or a passkey before anything else.
        </p>
        <Link href="/admin/account" className="mt-6 inline-block text-amber-300 underline underline-offset-4">
          Go to your account
        </Link>
      </div>
    );
  if (user.data?.isAdmin) return <>{children(user.data)}</>;
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{user.data ? 'Access Denied' : deniedTitle}</h1>
      <p className="mt-3 text-zinc-300">{user.data ? 'Your account does not have admin permissions.' : deniedText}</p>
      {!user.data && (
        <Button className="mt-6" onClick={() => window.location.assign(loginUrl(location))}>
          Login as Admin
        </Button>
      )}
    </div>
  );
}
