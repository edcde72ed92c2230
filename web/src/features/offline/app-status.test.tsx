import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offline as ar } from '@/messages/ar/offline';
import { offline as en } from '@/messages/en/offline';
import { offline as fr } from '@/messages/fr/offline';
import { AppStatusView } from './start';
import { createStatusStore } from './status-store';

const storedAt = Date.UTC(2026, 10, 28, 9, 30);

describe('the app status line (decision 083)', () => {
  it('shows nothing online, the offline banner with the time of the oldest cached answer, and goes when back online', () => {
    const store = createStatusStore({ offline: false, storedAt: null, updateReady: false });
    render(<AppStatusView store={store} texts={en} onRefresh={() => {}} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => store.set({ offline: true }));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    act(() => store.servedFromCache(storedAt + 60_000));
    act(() => store.servedFromCache(storedAt));
    act(() => store.servedFromCache(storedAt + 120_000));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(/^You are offline\. Data last updated at .*2026.*\.$/);
    expect(store.get().storedAt).toBe(storedAt);
    act(() => store.set({ offline: false, storedAt: null }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('offers the new version and refreshes only on the click', async () => {
    const store = createStatusStore({ offline: false, storedAt: null, updateReady: true });
    const onRefresh = vi.fn();
    render(<AppStatusView store={store} texts={en} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent('New version available');
    expect(onRefresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it.each([
    ['fr', fr, 'Vous êtes hors ligne.', 'Nouvelle version disponible', 'Actualiser'],
    ['ar', ar, 'أنت غير متصل بالإنترنت.', 'يتوفر إصدار جديد', 'تحديث'],
  ] as const)('speaks %s', (_locale, texts, offlineText, available, refresh) => {
    const store = createStatusStore({ offline: true, storedAt: null, updateReady: true });
    render(<AppStatusView store={store} texts={texts} onRefresh={() => {}} />);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(offlineText);
    expect(screen.getByRole('alert')).toHaveTextContent(available);
    expect(screen.getByRole('button', { name: refresh })).toBeInTheDocument();
    expect(texts.banner.lastUpdated).toContain('{time}');
  });
});
