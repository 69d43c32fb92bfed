import { useState } from 'react';
import type { SystemStatus } from '../../../../shared/schemas/system';
import { Button } from '../../../components/ui/button';
import { AdminSection } from '../shell/admin-section';
import { useBackupNow } from './api';

/** What the owner is told about backups where the app cannot take them itself. */
const NOT_HERE: Record<Exclude<SystemStatus['backupNow'], 'ready'>, string> = {
  unset:
    'The app takes no backups: set BACKUP_DIR (and BACKUP_KEEP) to back up the database and the photos every night at 03:30 and on demand here.',
  postgres:
    'On PostgreSQL, back up with pg_dump and record it with npm run db:backup -- --reported <where>, so that Last backup above shows it (see the deployment guide).',
};

/** The Backups section: an owner's "Back up now" (POST /api/admin/system/backups), or why there is none. */
export function BackupFigures({ status }: { status: SystemStatus }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const backup = useBackupNow({
    onSuccess: () =>
      setOutcome({ ok: true, text: 'Backup queued. It shows under Last backup once it is written (a minute or so).' }),
    onError: (err) => setOutcome({ ok: false, text: `The backup could not be queued: ${err.message}` }),
  });
  return (
    <AdminSection title="Backups">
      {status.backupNow === 'ready' ? (
        <>
          <p className="mt-1 text-sm text-zinc-300">
            The database and the photos are backed up every night at 03:30 (Florida). Take one now before a risky
            change.
          </p>
          <Button
            className="mt-3"
            variant="secondary"
            disabled={backup.isPending}
            onClick={() => {
              setOutcome(null);
              backup.mutate(undefined);
            }}
          >
            {backup.isPending ? 'Queuing the backup...' : 'Back up now'}
          </Button>
        </>
      ) : (
        <p className="mt-1 text-sm text-zinc-300">{NOT_HERE[status.backupNow]}</p>
      )}
      {/* Always in the page, so a screen reader hears what the button did. */}
      <p role="status" className={`mt-2 text-sm ${outcome?.ok === false ? 'text-rose-300' : 'text-emerald-200'}`}>
        {outcome?.text}
      </p>
    </AdminSection>
  );
}
