import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush } from './api-client.test-utils';

/**
 * The first screen's reads before TanStack Query has loaded (decision 069). The test setup loads
 * the library for every other test; here each test takes fresh modules, with the library's chunk
 * held until the test lets it arrive.
 */
type Deferred = typeof import('./deferred-query');

let gate: ReturnType<typeof deferred<void>>;
let chunkRequested: boolean;
let lib: Deferred;

beforeEach(async () => {
  vi.resetModules();
  gate = deferred<void>();
  chunkRequested = false;
  vi.doMock('./query-chunk', async () => {
    chunkRequested = true;
    await gate.promise;
    await import('./query');
    return {};
  });
  lib = await import('./deferred-query');
});

afterEach(() => {
  vi.doUnmock('./query-chunk');
  lib.queryLibrary()?.queryClient.clear();
});

/** Lets the chunk arrive and the cache take over. */
async function arrive() {
  gate.resolve();
  await act(() => lib.loadQueryLibrary());
  await flush();
}

function Reader({
  name,
  queryKey = ['things'],
  queryFn,
  initialData,
}: {
  name: string;
  queryKey?: string[];
  queryFn: () => Promise<string>;
  initialData?: string;
}) {
  const { status, data } = lib.useDeferredQuery({ queryKey, queryFn, initialData });
  return (
    <p>
      {name}: {status} {data ?? '-'}
    </p>
  );
}

describe('useDeferredQuery before the query library has loaded', () => {
  it('starts the call at once, one per key for every component, and hands it to the cache: no second call', async () => {
    const answer = deferred<string>();
    const queryFn = vi.fn(() => answer.promise);
    render(
      <>
        <Reader name="a" queryFn={queryFn} />
        <Reader name="b" queryFn={queryFn} />
      </>,
    );
    await flush();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(chunkRequested).toBe(true);
    expect(screen.getByText('a: pending -')).toBeInTheDocument();
    answer.resolve('answer');
    await flush();
    // The answer is in, the library not yet: still pending (it shows once the cache holds it).
    expect(screen.getByText('b: pending -')).toBeInTheDocument();
    await arrive();
    expect(screen.getByText('a: success answer')).toBeInTheDocument();
    expect(screen.getByText('b: success answer')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(lib.queryLibrary()!.queryClient.getQueryData(['things'])).toBe('answer');
  });

  it('takes over a call still in flight when the library arrives first', async () => {
    const answer = deferred<string>();
    const queryFn = vi.fn(() => answer.promise);
    render(<Reader name="a" queryFn={queryFn} />);
    await flush();
    await arrive();
    expect(screen.getByText('a: pending -')).toBeInTheDocument();
    answer.resolve('late');
    await flush();
    expect(screen.getByText('a: success late')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows initialData at once, reads nothing and loads no library for it', async () => {
    const queryFn = vi.fn(() => Promise.resolve('read'));
    render(<Reader name="a" queryFn={queryFn} initialData="given" />);
    await flush();
    expect(screen.getByText('a: success given')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
    expect(chunkRequested).toBe(false);
  });

  it('fetchDeferredQuery asks again each time, and the cache keeps the last answer', async () => {
    const queryFn = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    render(<Reader name="a" queryFn={() => Promise.resolve('unused')} initialData="start" />);
    await expect(lib.fetchDeferredQuery({ queryKey: ['things'], queryFn })).resolves.toBe('first');
    await expect(lib.fetchDeferredQuery({ queryKey: ['things'], queryFn })).resolves.toBe('second');
    await arrive();
    expect(screen.getByText('a: success second')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('applies a write made before the library once it arrives (a logout is not undone by an earlier read)', async () => {
    const queryFn = vi.fn(() => Promise.resolve('signed in'));
    render(<Reader name="user" queryFn={queryFn} initialData="nobody" />);
    await lib.fetchDeferredQuery({ queryKey: ['things'], queryFn });
    lib.setDeferredQueryData(['things'], 'signed out');
    await arrive();
    expect(screen.getByText('user: success signed out')).toBeInTheDocument();
  });
});
