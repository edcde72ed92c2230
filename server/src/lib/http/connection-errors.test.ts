import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['PostgreSQL down', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure SQLSTATE (08006)', withCode('connection failure', '08006')],
    ['pg: the server went away', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['ioredis: closed', new Error('Connection is closed.')],
    ['ioredis: no offline queue', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['ioredis: retries exhausted', new Error('Reached the max retries per request limit (which is 1).')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('reset', 'ECONNRESET') })],
    ['several addresses refused', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_label, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a numeric overflow', withCode('value out of range', '22003')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection is closed.'],
    ['undefined', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
