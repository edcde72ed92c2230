import { afterEach, describe, expect, it } from 'vitest';
import { setBusinessSettings } from '@/config/business';
import { initialLocale, linkLocale, shareUrl } from './locale';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language of a shared link', () => {
  it('reads ?lang= when it names a language', () => {
    expect(linkLocale('?lang=ar')).toBe('ar');
    expect(linkLocale('?x=1&lang=fr')).toBe('fr');
    expect(linkLocale('?lang=de')).toBeNull();
    expect(linkLocale('')).toBeNull();
  });

  it("starts a visitor without a choice of their own in the link's language; a stored choice wins", () => {
    window.history.replaceState(null, '', '/courses/2/24?lang=ar');
    expect(initialLocale()).toBe('ar');
    localStorage.setItem('locale', 'fr');
    expect(initialLocale()).toBe('fr');
  });

  it("shares the page with the sharer's language, English links stay bare", () => {
    expect(shareUrl('/courses/2/24', 'en')).toBe(`${location.origin}/courses/2/24`);
    expect(shareUrl('/courses/2/24', 'fr')).toBe(`${location.origin}/courses/2/24?lang=fr`);
    expect(shareUrl('/courses/2/24', 'ar')).toBe(`${location.origin}/courses/2/24?lang=ar`);
  });

  it("points at APP_URL's origin when the server names it (the page may be opened at another address)", () => {
    try {
      setBusinessSettings({ appUrl: 'https://darsak.example' });
      expect(shareUrl('/courses/2/24', 'fr')).toBe('https://darsak.example/courses/2/24?lang=fr');
    } finally {
      setBusinessSettings({});
    }
    expect(shareUrl('/courses/2/24', 'en')).toBe(`${location.origin}/courses/2/24`);
  });
});
