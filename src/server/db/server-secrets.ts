import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema';

/**
 * A value the server makes once and keeps in `server_secrets` (decision 033: the VAPID key pair
 * when no setting gives one; decision 037: the do-not-book and e-mail confirmation keys). Several
 * instances starting together keep the first one stored (insert-if-absent, then read).
 */
export async function loadOrCreateSecret(db: Database, name: string, make: () => string): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return row?.value ?? null;
  };
  const stored = await read();
  if (stored !== null) return stored;
  const made = make();
  await db.insert(serverSecrets).values({ name, value: made }).onConflictDoNothing();
  return (await read()) ?? made;
}
