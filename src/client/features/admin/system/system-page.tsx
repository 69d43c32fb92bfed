import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { systemQuery } from './api';
import { BackupFigures } from './system-backups';
import { AttentionSummary, MessageFigures, QueueFigures, ServerFigures } from './system-figures';

function Figures() {
  const system = useQuery(systemQuery());
  if (system.isPending)
    return (
      <div className="mt-6 space-y-4">
        <p role="status">Loading...</p>
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  if (system.isError)
    return (
      <p role="alert" className="mt-6 text-rose-200">
        The figures could not be loaded: {system.error.message}
      </p>
    );
  return (
    <div className="mt-6 space-y-6">
      <AttentionSummary status={system.data} />
      <QueueFigures status={system.data} />
      <MessageFigures status={system.data} />
      <ServerFigures status={system.data} />
      <BackupFigures status={system.data} />
    </div>
  );
}

function System({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold">System</h1>
      <p className="mt-2 text-zinc-300">
        How the site is running: the job queue, e-mail and webhooks, errors, the database and its backups. Read again
        every 30 seconds.
      </p>
      {user.role === 'owner' ? (
        <Figures />
      ) : (
        <p className="mt-4 text-zinc-300">Only an owner can see how the system is running.</p>
      )}
    </div>
  );
}

/** /admin/system (issue 32, decision 045): the owners' view of the running app. */
export default function SystemPage() {
  usePage({ title: 'System', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to see the system's figures.">
      {(user) => <System user={user} />}
    </AdminGate>
  );
}
