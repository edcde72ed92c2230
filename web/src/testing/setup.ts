import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeAll } from 'vitest';
import { loadAreas } from '@/lib/i18n';
// The query cache is there from the start, as it is once the app has run a moment: components
// observe it at once (lib/deferred-query.test.tsx covers the reads made before it loads).
import { queryClient } from '@/lib/query';
import { LAZY_AREAS } from '@/messages/areas';

// The cache tells components of changes in a microtask rather than a timer task, so `flush()`
// (and fake clocks) see its answers as they see the API mock's.
notifyManager.setScheduler((callback) => void Promise.resolve().then(callback));

afterEach(() => {
  cleanup();
  // Every test starts with an empty cache (no user, summary or order left from the one before).
  queryClient.clear();
  localStorage.clear();
  // Cookies outlive a test in jsdom; a leftover XSRF-TOKEN would make the next one 'maybe signed in'.
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// Components render here without their routes: every area of the catalogue is loaded, as the
// routes' withAreas would (messages/areas.test.ts checks that the routes declare them).
beforeAll(() => loadAreas(...LAZY_AREAS));
