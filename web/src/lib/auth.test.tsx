import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush, mockApi, setXsrfCookie, testUser, type MockReply } from './api-client.test-utils';
import { AuthProvider, useAuth, userKeys } from './auth';
import { queryClient } from './query';

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : user ? `signed in as ${user.name}` : 'signed out'}</p>;
}

let auth: ReturnType<typeof useAuth>;
function Capture() {
  const state = useAuth();
  useEffect(() => {
    auth = state;
  });
  return null;
}

const renderAuth = () =>
  render(
    <AuthProvider>
      <Probe />
      <Capture />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts unknown and loading, then holds the user from GET /api/user', async () => {
    const answer = deferred<MockReply>();
    const server = mockApi({ 'GET /api/user': () => answer.promise });
    renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(auth.user).toBeUndefined();
    answer.resolve({ body: testUser });
    await flush();
    expect(screen.getByText('signed in as Rana Haddad')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('does not call GET /api/user without the XSRF-TOKEN cookie: an anonymous visitor is signed out at once', async () => {
    const server = mockApi({ 'GET /api/user': { body: testUser } });
    setXsrfCookie(undefined);
    renderAuth();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await flush();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('reads the cookies once as it starts: its effect goes by what the first render read (decision 061)', async () => {
    const server = mockApi({ 'GET /api/user': { body: testUser } });
    setXsrfCookie(undefined);
    const reads = vi.spyOn(document, 'cookie', 'get');
    renderAuth();
    await flush();
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('asks GET /api/user when the XSRF-TOKEN cookie is there', async () => {
    const server = mockApi({ 'GET /api/user': { body: testUser } });
    setXsrfCookie('from-the-server');
    renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await flush();
    expect(screen.getByText('signed in as Rana Haddad')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('treats a 401 on the user fetch as signed out', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } });
    renderAuth();
    await flush();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(auth.user).toBeNull();
  });

  it('treats a failed user fetch as signed out rather than loading forever', async () => {
    mockApi({ 'GET /api/user': { network: true } });
    renderAuth();
    await flush();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('reload refetches the user and resolves to it', async () => {
    mockApi({ 'GET /api/user': [{ status: 401 }, { body: testUser }] });
    renderAuth();
    await flush();
    let reloaded: unknown;
    await act(async () => {
      reloaded = await auth.reload();
    });
    expect(reloaded).toMatchObject({ name: 'Rana Haddad' });
    expect(screen.getByText('signed in as Rana Haddad')).toBeInTheDocument();
  });

  it('logout posts /logout and clears the user; a 401 counts as logged out', async () => {
    const server = mockApi({ 'GET /api/user': { body: testUser }, 'POST /logout': { status: 401 } });
    renderAuth();
    await flush();
    await act(() => auth.logout());
    expect(server.callsTo('POST /logout')).toHaveLength(1);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('logout keeps the user and throws when the server fails otherwise', async () => {
    mockApi({ 'GET /api/user': { body: testUser }, 'POST /logout': { status: 500 } });
    renderAuth();
    await flush();
    await act(async () => {
      await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    });
    expect(screen.getByText('signed in as Rana Haddad')).toBeInTheDocument();
  });

  it('keeps the user in the query cache under one key, which login, a new name and logout update', async () => {
    const server = mockApi({ 'GET /api/user': [{ status: 401 }, { body: testUser }], 'POST /logout': { status: 204 } });
    renderAuth();
    await flush();
    expect(queryClient.getQueryData(userKeys.current)).toBeNull();
    await act(async () => {
      await auth.reload(); // as after POST /login
    });
    expect(queryClient.getQueryData(userKeys.current)).toMatchObject({ name: 'Rana Haddad' });
    await act(async () => auth.setUser({ ...auth.user!, name: 'Rana H.' }));
    expect(screen.getByText('signed in as Rana H.')).toBeInTheDocument();
    expect(queryClient.getQueryData(userKeys.current)).toMatchObject({ name: 'Rana H.' });
    await act(() => auth.logout());
    expect(queryClient.getQueryData(userKeys.current)).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user')).toHaveLength(2);
  });

  it('shows a change made to the cache entry elsewhere, and concurrent reloads share one call', async () => {
    const answer = deferred<MockReply>();
    const server = mockApi({ 'GET /api/user': [{ body: testUser }, () => answer.promise] });
    renderAuth();
    await flush();
    await act(async () => void queryClient.setQueryData(userKeys.current, { ...testUser, name: 'Other Name' }));
    expect(screen.getByText('signed in as Other Name')).toBeInTheDocument();
    let both: unknown[] = [];
    await act(async () => {
      const reloads = Promise.all([auth.reload(), auth.reload()]);
      answer.resolve({ body: testUser });
      both = await reloads;
    });
    expect(both).toEqual([expect.objectContaining({ name: 'Rana Haddad' }), expect.objectContaining({ name: 'Rana Haddad' })]);
    expect(server.callsTo('GET /api/user')).toHaveLength(2);
  });
});
