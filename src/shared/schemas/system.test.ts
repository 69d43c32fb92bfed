import { describe, expect, it } from 'vitest';
import { type SystemStatus, systemAttention } from './system';

const calm: SystemStatus = {
  queues: [{ name: 'deliver-message', waiting: 3, oldestWaitingSeconds: 300 }],
  messages: [
    { channel: 'email', failed: 0, stuck: 0 },
    { channel: 'webhook', failed: 0, stuck: 0 },
    { channel: 'push', failed: 0, stuck: 0 },
  ],
  requests: { windowMinutes: 60, slowMs: 1000, serverErrors: 0, slow: 12 },
  database: { kind: 'pglite', sizeBytes: 1 },
  lastBackup: null,
  backupNow: 'unset',
  version: '0.1.0',
  uptimeSeconds: 10,
};

describe('systemAttention', () => {
  it('is empty when nothing failed or stuck, no queue is over 5 minutes behind and no 5xx (slow answers alone are not trouble)', () => {
    expect(systemAttention(calm)).toEqual([]);
  });

  it('names failed and stuck messages, a queue more than 5 minutes behind, and server errors', () => {
    expect(
      systemAttention({
        ...calm,
        queues: [{ name: 'deliver-message', waiting: 40, oldestWaitingSeconds: 301 }],
        messages: [
          { channel: 'email', failed: 2, stuck: 1 },
          { channel: 'webhook', failed: 1, stuck: 0 },
          { channel: 'push', failed: 0, stuck: 0 },
        ],
        requests: { ...calm.requests, serverErrors: 1 },
      }),
    ).toEqual([
      '3 messages failed',
      '1 message stuck',
      'queue deliver-message is 5 minutes behind',
      '1 server error in the last hour',
    ]);
  });
});
