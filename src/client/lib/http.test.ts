import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../shared/schemas/error';
import {
  ApiError,
  errorShapeOf,
  getJson,
  getJsonOrNull,
  responseOf,
  serverMessageOf,
  type Transport,
  typed,
} from './http';
import { type Resource, ResourceStore } from './resource';
import { createQueryClient } from './staff-query-client';

const failure = (status: number, statusText: string, body: string | null) =>
  ApiError.of(responseOf(new Response(body, { status, statusText })));

describe('ApiError', () => {
  it('keeps "{status}: {body}" as its message and carries the parsed error shape', async () => {
    const body = JSON.stringify({
      message: 'Invalid request',
      code: 'VALIDATION',
      issues: [{ path: 'email', message: 'Enter a valid e-mail address' }],
    });
    const err = await failure(400, 'Bad Request', body);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe(`400: ${body}`);
    expect(err.status).toBe(400);
    expect(err.statusText).toBe('Bad Request');
    expect(err.body).toBe(body);
    expect(err.serverMessage).toBe('Invalid request');
    expect(err.code).toBe('VALIDATION');
    expect(err.issues).toEqual([{ path: 'email', message: 'Enter a valid e-mail address' }]);
    expect(serverMessageOf(err)).toBe('Invalid request');
  });

  it('reads the status text when the body is empty, and has no server words then', async () => {
    const err = await failure(503, 'Service Unavailable', null);
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.serverMessage).toBeNull();
    expect(err.code).toBeUndefined();
    expect(err.issues).toEqual([]);
  });

  it('keeps a body that is not the error shape as it came, parsing nothing out of it', async () => {
    const html = '<html><body>Bad gateway</body></html>';
    const err = await failure(502, 'Bad Gateway', html);
    expect(err.message).toBe(`502: ${html}`);
    expect(err.serverMessage).toBeNull();
    expect((await failure(500, 'Internal Server Error', '{"error":"x"}')).serverMessage).toBeNull();
    expect(serverMessageOf(new Error('500: {"message":"not an ApiError"}'))).toBeNull();
  });

  it('reads the error shape exactly as the shared schema does', () => {
    const bodies = [
      '{"message":"Performer not found"}',
      '{"message":"Too many requests","code":"RATE_LIMITED"}',
      '{"message":"Invalid","issues":[{"path":"reference","message":"Enter the reference"}]}',
      '{"message":"x","code":"C","issues":[]}',
    ];
    for (const body of bodies) expect(errorShapeOf(body)).toEqual(errorSchema.parse(JSON.parse(body)));
    for (const body of ['', 'null', '[]', '"text"', '{"message":42}', '<html>']) {
      expect(errorShapeOf(body)).toBeNull();
    }
  });
});

describe('calls', () => {
  const answering =
    (status: number, body: unknown): Transport =>
    async () =>
      responseOf(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('throws an ApiError for a failure, and getJsonOrNull answers null for a 404 only', async () => {
    const client = new ResourceStore({ transport: answering(404, { message: 'Performer not found' }) });
    await expect(getJsonOrNull(typed<unknown>(), '/api/performers/x', { client })).resolves.toBeNull();
    const err = await getJson(typed<unknown>(), '/api/performers/x', { client }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('404: {"message":"Performer not found"}');
    const denied = new ResourceStore({ transport: answering(401, { message: 'Not signed in' }) });
    await expect(getJsonOrNull(typed<unknown>(), '/api/admin/performers', { client: denied })).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });

  it('parses an answer with its decoder: a schema refuses a shape it does not describe', async () => {
    const client = new ResourceStore({ transport: answering(200, { message: 42 }) });
    await expect(getJson(errorSchema, '/api/x', { client })).rejects.toThrow();
  });

  it('runs each read through the transport bound to its own store, even when renders overlap', async () => {
    const seen: string[] = [];
    const transportOf =
      (name: string, answer: Promise<void>): Transport =>
      async (path) => {
        await answer;
        seen.push(`${name} ${path}`);
        return responseOf(new Response(JSON.stringify({ from: name })));
      };
    const who: Resource<{ from: string }> = {
      key: ['who'],
      load: (ctx) => getJson(typed<{ from: string }>(), '/api/who', ctx),
    };
    // The first store's request starts first and is answered only after the second's.
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const first = new ResourceStore({ transport: transportOf('first', firstAnswered) });
    const second = new ResourceStore({ transport: transportOf('second', Promise.resolve()) });
    const reads = Promise.all([first.ensure(who), second.ensure(who).finally(answerFirst)]);
    const [a, b] = await reads;
    expect(a).toEqual({ from: 'first' });
    expect(b).toEqual({ from: 'second' });
    expect(seen).toEqual(['second /api/who', 'first /api/who']);
    // A store with no transport bound uses fetch (here a relative URL Node cannot fetch): it never borrows a render's.
    await expect(getJson(typed<unknown>(), '/api/who', { client: new ResourceStore() })).rejects.toThrow(TypeError);
  });

  it('runs a staff query through the transport bound to its QueryClient', async () => {
    const query = queryOptions({
      queryKey: ['who'],
      queryFn: (ctx) => getJson(typed<{ from: string }>(), '/api/who', ctx),
    });
    const staff = createQueryClient(answering(200, { from: 'staff' }));
    await expect(staff.fetchQuery(query)).resolves.toEqual({ from: 'staff' });
  });
});
