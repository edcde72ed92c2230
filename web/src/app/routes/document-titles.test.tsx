import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { Component as ForgotPasswordRoute } from './forgot-password';
import { Component as JoinTeamRoute } from './join-team';
import { Component as LoginRoute } from './login';
import { Component as ProfileRoute } from './profile';
import { Component as SignupRoute } from './signup';

/** Every screen names itself in the browser tab (issue 11: these all read 'Darsak'). */
describe('document titles', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/login', LoginRoute, 'Log in · Darsak', false],
    ['/signup', SignupRoute, 'Sign up · Darsak', false],
    ['/forgot-password', ForgotPasswordRoute, 'Forgot your password? · Darsak', false],
    ['/profile', ProfileRoute, 'My Profile · Darsak', true],
    ['/profile', ProfileRoute, 'My Profile · Darsak', false],
    ['/join-team', JoinTeamRoute, 'Join Our Team · Darsak', true],
  ] as const)('%s reads "%s"', async (path, Component, title, signedIn) => {
    vi.useFakeTimers();
    document.title = 'Darsak';
    mockApi({ 'GET /api/user': signedIn ? { body: testUser } : { status: 401 } });
    renderRoutes([{ path, Component }], [path]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(document.title).toBe(title);
  });
});
