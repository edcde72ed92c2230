import { describe, expect, it } from 'vitest';
import { formatPhone, internationalDigits, telHref } from './phone';

describe('phone numbers in one international format', () => {
  it.each([
    ['03 123 456', '+961 3 123 456'],
    ['03123456', '+961 3 123 456'],
    ['70-123-456', '+961 70 123 456'],
    ['70123456', '+961 70 123 456'],
    ['+961 70123456', '+961 70 123 456'],
    ['0096170123456', '+961 70 123 456'],
    ['96170123456', '+961 70 123 456'],
    ['(01) 234 567', '+961 1 234 567'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('writes %s as %s', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('shows what does not read as a number as it was typed, and links it nowhere', () => {
    expect(formatPhone(' call me ')).toBe('call me');
    expect(formatPhone('123')).toBe('123');
    expect(internationalDigits('+0123456789')).toBeNull();
    expect(telHref('call me')).toBeNull();
  });

  it('dials the full international number', () => {
    expect(telHref('03 123 456')).toBe('tel:+9613123456');
    expect(telHref('+961 70 123 456')).toBe('tel:+96170123456');
  });
});
