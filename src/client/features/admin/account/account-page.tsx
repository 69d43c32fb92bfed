import { useQuery } from '@tanstack/react-query';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { accountQuery } from './api';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection, SessionsSection } from './password-section';
import { TotpSection } from './totp-section';

/** /admin/account: the signed-in staff member's second factors (authenticator app, passkeys), password and sessions. */
function Account({ mustEnrol }: { mustEnrol: boolean }) {
  const account = useQuery(accountQuery());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {!mustEnrol && <BackToDashboard />}
      <h1 className="mt-4 text-3xl font-bold">Your account</h1>
      {account.data && <p className="mt-1 text-zinc-300">Signed in as {account.data.email}</p>}
      {mustEnrol && (
        <p role="status" className="mt-4 rounded-lg bg-amber-950 p-3 text-sm text-amber-100 ring-1 ring-amber-600">
          Two-factor sign-in is required for staff. Set up an authenticator app or add a passkey to continue to the
          dashboard.
        </p>
      )}
      <div className="mt-6 space-y-6">
        {account.isError && (
          <p role="alert" className="text-rose-300">
            Could not load your account. Refresh the page to try again.
          </p>
        )}
        {account.data ? <TotpSection account={account.data} /> : !account.isError && <p>Loading...</p>}
        <PasskeysSection />
        <PasswordSection />
        <SessionsSection />
      </div>
      <p className="mt-8">
        <a href="/api/logout" className="text-amber-300 underline-offset-4 hover:underline">
          Sign out
        </a>
      </p>
    </div>
  );
}

export default function AccountPage() {
  usePage({ title: 'Your account', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to manage your account." allowWithoutMfa>
      {(user) => <Account mustEnrol={user.mfaSetupRequired} />}
    </AdminGate>
  );
}
