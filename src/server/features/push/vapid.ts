import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

export type VapidKeys = { publicKey: string; privateKey: string };
const NAME = 'vapid';

/**
 * The VAPID key pair push services know this server by (decision 033): the settings' when given;
 * otherwise the pair stored on first start, made then. Several instances starting together keep the
 * first one stored (insert-if-absent, then read).
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const read = async () => {
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const stored = await read();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  return (await read()) ?? made;
}
