import { localizedText, STORAGE_KEYS } from '@darsak/common';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business, formatChatNumber } from '@/config/business';
import { CartProvider } from '@/features/cart/cart-context';
import { readPlacedOrder } from '@/features/orders/order-notice-state';
import { deferred, mockApi, setXsrfCookie, type MockReply } from '@/lib/api-client.test-utils';
import { activateLocale } from '@/lib/i18n';
import { ar } from '@/messages/ar';
import { en } from '@/messages/en';
import { fr } from '@/messages/fr';
import { Component as PaymentRoute } from './payment';

const CART = [
  { id: 1, code: 'B1100', title: 'Cell Biology', price: '5' },
  { id: 24, code: 'I1200', title: 'Data Structures', price: '5' },
];

/** The server's answer: its own titles and prices (here deliberately not the browser's). */
const ORDER = {
  reference: 'DRS-7KQ2MX',
  status: 'pending',
  items: [
    { course_id: 1, code: 'B1100', title: 'Cell Biology', price: '5.00' },
    { course_id: 24, code: 'I1200', title: 'Data Structures', price: '7.50' },
  ],
  total: '12.50',
  currency: 'USD',
  created_at: '2026-11-23T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
};

function renderPayment() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/payment', Component: PaymentRoute },
    ],
    { initialEntries: ['/payment'] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

/** A stand-in for the tab window.open('', '_blank') hands back. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('/payment', () => {
  beforeEach(() => setXsrfCookie('token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('says the cart is empty when it is', () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm Payment/ })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you for choosing Darsak!')).toBeInTheDocument();
  });

  it('lists each course with its $price and the total, and how to pay with each method', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    renderPayment();
    const order = screen.getByRole('region', { name: 'Order details' });
    const items = order.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cell Biology');
    expect(items[0]).toHaveTextContent('$5');
    expect(items[1]).toHaveTextContent('Data Structures');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    for (const method of business.paymentMethods) {
      expect(howToPay).toHaveTextContent(localizedText(method.name, 'en'));
    }
    // No order yet: the operator's {reference} placeholder reads as words, never raw.
    expect(howToPay).not.toHaveTextContent('{reference}');
    expect(howToPay).toHaveTextContent('DRS-XXXXXX');
  });

  it.each([
    [
      'fr',
      fr,
      'Espèces au bureau',
      'Réglez en espèces à notre bureau',
      'Darsak, rue Hamra, Beyrouth',
      /^5\u00a0\$US$/,
      /^10,00\u00a0\$US$/,
    ],
    [
      'ar',
      ar,
      'نقدًا في المكتب',
      'ادفع نقدًا في مكتبنا',
      'درسك، شارع الحمرا، بيروت',
      /^\u200f?5\u00a0\u2066US\$\u2069$/,
      /^\u200f?10\.00\u00a0\u2066US\$\u2069$/,
    ],
  ] as const)(
    'in %s, shows the payment methods and prices in that language, tokens isolated',
    async (tag, catalogue, name, instructions, account, price, total) => {
      activateLocale(tag, catalogue);
      try {
        localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
        renderPayment();
        const order = screen.getByRole('region', { name: catalogue.cart.payment.orderDetails });
        const prices = [...order.querySelectorAll('.payment__item-price bdi')].map((node) => node.textContent);
        expect(prices).toHaveLength(2);
        for (const text of prices) expect(text).toMatch(price);
        expect(order.querySelector('.payment__total bdi')!.textContent).toMatch(total);

        const howToPay = screen.getByRole('region', { name: catalogue.orders.howToPay.title });
        const cash = within(howToPay).getByRole('heading', { name }).closest('li')!;
        expect(cash).toHaveTextContent(instructions);
        expect(cash).not.toHaveTextContent('Pay in cash');
        // The sample reference and the account sit in <bdi>, so Latin and digits keep their order in Arabic.
        expect(within(cash).getByText('DRS-XXXXXX').tagName).toBe('BDI');
        expect(within(cash).getByText(account).tagName).toBe('BDI');
        const whish = within(howToPay).getByRole('heading', { name: 'Whish Money' }).closest('li')!;
        expect(within(whish).getByText(formatChatNumber(business.whatsappNumber)).tagName).toBe('BDI');
        expect(formatChatNumber(business.whatsappNumber)).toBe('+961 70 123 456');
      } finally {
        activateLocale('en', en);
      }
    },
  );

  it('shows the total in lira at the day’s rate, rounded to 1,000 and marked indicative, once the rate has come (issue 20)', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    const api = mockApi({ 'GET /api/lbp-rate': { body: { rate: 89_550, set_at: '2026-11-28T08:00:00.000Z' } } });
    renderPayment();
    // $10.00 x 89,550 = 895,500 LBP, rounded to the nearest 1,000.
    expect(await screen.findByText('≈ 896,000 LBP at today’s rate (indicative)')).toBeInTheDocument();
    expect(api.callsTo('GET /api/lbp-rate')).toHaveLength(1);
  });

  it('shows no lira without a rate, and does not ask for one with an empty cart', async () => {
    const api = mockApi({ 'GET /api/lbp-rate': { body: { rate: null, set_at: null } } });
    renderPayment();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/lbp-rate')).toHaveLength(0);
    cleanup();
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    renderPayment();
    await waitFor(() => expect(api.callsTo('GET /api/lbp-rate')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.payment__lbp')).toBeNull());
    expect(screen.queryByText(/LBP/)).not.toBeInTheDocument();
  });

  it('creates the order, points the tab opened in the click at the chat with the reference, empties the cart and goes home', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /api/orders': () => reply.promise });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const router = renderPayment();

    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));

    // The tab exists before the call answers (inside the click), still blank.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]).toEqual(['', '_blank']);
    expect(tab.location.href).toBe('about:blank');
    expect(await screen.findByRole('status')).toHaveTextContent('Creating your order');
    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));
    expect(api.callsTo('POST /api/orders')).toHaveLength(1);

    const [call] = api.callsTo('POST /api/orders');
    expect(call!.body).toEqual({ course_ids: [1, 24] });
    expect(call!.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect(api.callsTo('GET /sanctum/csrf-cookie')).toHaveLength(1);

    reply.resolve({ status: 201, body: ORDER });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();

    expect(tab.opener).toBeNull();
    const link = new URL(tab.location.href);
    expect(link.origin + link.pathname).toBe(`https://wa.me/${business.whatsappNumber}`);
    expect(link.searchParams.get('text')).toBe(
      [
        'Hello Darsak, I would like to buy the following courses:',
        '- Cell Biology (B1100): $5',
        '- Data Structures (I1200): $7.50',
        'Total: $12.50',
        'Order reference: DRS-7KQ2MX',
        // The order page travels with the message (issue 21).
        `Order page: ${window.location.origin}/orders/DRS-7KQ2MX`,
      ].join('\n'),
    );
    expect(tab.close).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    expect(readPlacedOrder(router.state.location.state)).toEqual({ placedOrder: ORDER, chatOpened: true });
  });

  it('when the call fails: closes the blank tab, says so, keeps the cart and stays', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    mockApi({ 'POST /api/orders': { status: 500, body: { message: 'Server Error' } } });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const router = renderPayment();

    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not create your order');
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('about:blank');
    expect(router.state.location.pathname).toBe('/payment');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(CART);
    expect(screen.getByRole('button', { name: /Confirm Payment/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    [
      'a refusal worded for the buyer (a course owned already) as it is said',
      'orders.course_owned',
      'You already own B1100',
      'You already own B1100',
    ],
    [
      'a validation message in general terms',
      'validation.exists',
      'The selected course ids.0 is invalid.',
      'We could not create your order',
    ],
  ])('on a 422, shows %s', async (_, code, text, shown) => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    mockApi({
      'POST /api/orders': {
        status: 422,
        body: { message: text, errors: { 'course_ids.0': [text] }, error_codes: { 'course_ids.0': [{ code, params: { code: 'B1100' } }] } },
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const user = userEvent.setup();
    renderPayment();
    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    if (shown !== text) expect(alert).not.toHaveTextContent(text);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual(CART);
  });

  it('with the pop-up blocked, still places the order and tells home the chat did not open', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    mockApi({ 'POST /api/orders': { status: 201, body: ORDER } });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const router = renderPayment();

    await user.click(screen.getByRole('button', { name: /Confirm Payment/ }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(readPlacedOrder(router.state.location.state)).toEqual({ placedOrder: ORDER, chatOpened: false });
  });
});
