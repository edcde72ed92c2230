import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAreas } from '@/lib/i18n';
import { LAZY_AREAS } from '@/messages/areas';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Cookies outlive a test in jsdom; a leftover XSRF-TOKEN would make the next one 'maybe signed in'.
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// Components render here without their routes: every area of the catalogue is loaded, as the
// routes' withAreas would (messages/areas.test.ts checks that the routes declare them).
beforeAll(() => loadAreas(...LAZY_AREAS));
