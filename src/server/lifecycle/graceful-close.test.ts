import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installGracefulClose } from './graceful-close';

type Answer = { status: number; connection: string | undefined; body: string };

/** One GET over the given agent, so requests share its keep-alive sockets. */
function get(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful close', () => {
  const agents: Agent[] = [];
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });

  it('answers in-flight keep-alive requests with connection: close, then lets the server stop', async () => {
    const app = Fastify();
    installGracefulClose(app);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    app.get('/slow', async () => {
      arrived++;
      await released;
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);

    // Before the stop, connections are kept alive.
    expect((await get(agent, port, '/fast')).connection).toBe('keep-alive');
    const slow = [get(agent, port, '/slow'), get(agent, port, '/slow')];
    await expect.poll(() => arrived, { interval: 5 }).toBe(2);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    // The stop has begun (the server takes no new connection) and waits for the two requests.
    await expect.poll(() => app.server.listening, { interval: 5 }).toBe(false);
    expect(closed).toBe(false);
    release();
    const answers = await Promise.all(slow);
    expect(answers.map((a) => [a.status, a.connection])).toEqual([
      [200, 'close'],
      [200, 'close'],
    ]);
    await closing;
    expect(closed).toBe(true);
  });

  it('releases a keep-alive connection whose answer was already under way when the stop began', async () => {
    const app = Fastify();
    installGracefulClose(app);
    const body = new PassThrough();
    app.get('/stream', async (_req, reply) => reply.type('text/plain').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);

    // The answer's headers (keep-alive) are out before the stop; its body ends after it.
    let socketClosed = false;
    let started = () => {};
    const headersIn = new Promise<void>((resolve) => {
      started = resolve;
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/stream', agent }, (res) => {
        started();
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      });
      req.on('socket', (socket) =>
        socket.on('close', () => {
          socketClosed = true;
        }),
      );
      req.on('error', reject);
      req.end();
    });
    body.write('first part, ');
    await headersIn;

    const startedAt = Date.now();
    const closing = app.close();
    // The body ends only once the stop has begun (the server takes no new connection).
    await expect.poll(() => app.server.listening, { interval: 5 }).toBe(false);
    body.end('last part');
    expect(await answer).toMatchObject({ status: 200, connection: 'keep-alive', body: 'first part, last part' });
    // Without the release, the stop would wait for the keep-alive timeout (72 s by default).
    await closing;
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    await expect.poll(() => socketClosed, { timeout: 1_000 }).toBe(true);
  });
});
