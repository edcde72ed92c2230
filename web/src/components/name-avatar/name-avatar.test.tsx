import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarTone, NameAvatar, nameInitials } from './name-avatar';

describe('NameAvatar', () => {
  it('writes the initials in the script of the name shown', () => {
    expect(nameInitials('Rayan Abou Jaoude')).toBe('RJ');
    expect(nameInitials('Hiba Zein')).toBe('HZ');
    expect(nameInitials('élie karam')).toBe('ÉK');
    expect(nameInitials('Omar')).toBe('O');
    expect(nameInitials('ريان أبو جودة')).toBe('ر');
    expect(nameInitials('  ')).toBe('');
  });

  it('keeps one tone per person whatever the language, and hides itself from assistive technology', () => {
    const key = '/images/testimonials/hiba-zein.svg';
    const { container, rerender } = render(<NameAvatar name="Hiba Zein" toneKey={key} size={48} />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveTextContent('HZ');
    const tone = `name-avatar--tone-${avatarTone(key)}`;
    expect(badge).toHaveClass(tone);
    rerender(<NameAvatar name="هبة زين" toneKey={key} size={48} />);
    expect(badge).toHaveTextContent('ه');
    expect(badge).toHaveClass(tone);
    // No style attribute: the page's CSP refuses inline styles.
    expect(badge).not.toHaveAttribute('style');
    expect(avatarTone(key)).toBeGreaterThanOrEqual(0);
    expect(avatarTone(key)).toBeLessThan(9);
  });
});
