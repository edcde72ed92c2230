import { describe, expect, it } from 'vitest';
import { buyerMessageLink } from './buyer-message';

describe('the prefilled WhatsApp message to a buyer (issue 19)', () => {
  const order = { reference: 'DRS-7KQ2MX', total: '12.50' };

  it('quotes the reference and the amount, and lists how to pay', () => {
    const link = new URL(buyerMessageLink(order));
    const text = link.searchParams.get('text')!;
    expect(text).toContain('DRS-7KQ2MX');
    expect(text).toContain('$12.50');
    expect(text.split('\n').length).toBeGreaterThan(1);
  });

  it('goes to the phone the buyer left with the order, in full international form, else names no one', () => {
    expect(new URL(buyerMessageLink({ ...order, phone: '03 123 456' })).pathname).toBe('/9613123456');
    expect(new URL(buyerMessageLink({ ...order, phone: '+961 70 123 456' })).pathname).toBe('/96170123456');
    expect(new URL(buyerMessageLink({ ...order, phone: 'call me' })).pathname).toBe('/');
    expect(new URL(buyerMessageLink({ ...order, phone: null })).pathname).toBe('/');
    expect(new URL(buyerMessageLink(order)).pathname).toBe('/');
  });
});
