import webpush from 'web-push';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/server-secrets';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair push services know this server by (decision 033): the settings' when given;
 * otherwise the pair stored on first start, made then.
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await loadOrCreateSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}
