import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictBodyValidators } from './validation';

// A bare server with the API's validators and one route: what a body must be, what a query may be.
const app = Fastify({
  schemaController: { compilersFactory: { buildValidator: strictBodyValidators() } },
});

beforeAll(async () => {
  app.post(
    '/things',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { archived: { type: 'boolean' }, page: { type: 'integer' } },
        },
        body: {
          type: 'object',
          required: ['count'],
          properties: {
            count: { type: 'integer' },
            done: { type: 'boolean' },
            note: { type: 'string' },
          },
        },
      },
    },
    async (request) => ({ body: request.body, query: request.query }),
  );
  await app.ready();
});

afterAll(() => app.close());

const post = (body: unknown, query = '') =>
  app.inject({ method: 'POST', url: `/things${query}`, payload: body as object });

describe('strictBodyValidators', () => {
  it('takes a body as it was sent', async () => {
    const res = await post({ count: 3, done: false, note: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ count: 3, done: false, note: '0' });
  });

  it.each([
    [{ count: '60' }],
    [{ count: '' }],
    [{ count: null }],
    [{ count: true }],
    [{ count: [2] }],
    [{ count: 1, done: 'false' }],
    [{ count: 1, done: 0 }],
    [{ count: 1, note: 12 }],
  ])('refuses a body of the wrong types, not turning it into another value: %j', async (body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
  });

  it('still reads a query string as the types it declares', async () => {
    const res = await post({ count: 1 }, '?archived=false&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().query).toEqual({ archived: false, page: 2 });
  });
});
