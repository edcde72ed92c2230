/** English texts of the money desk's documents (decision 077): the receipt PDF. */
export const money = {
  receipt: {
    title: 'Receipt',
    number: 'Receipt number: {number}',
    reference: 'Order reference: {reference}',
    issued: 'Paid on {date}',
    billedTo: 'Billed to: {name}',
    items: 'Items',
    payments: 'Payments',
    refunds: 'Refunds',
    total: 'Total',
    paid: 'Paid',
    refunded: 'Refunded',
    paymentLine: '{date}: {amount} by {method}',
    lbpLine: '{amount} at {rate} LBP per USD = {usd}',
    footer: 'Thank you for learning with {brand}. Keep this receipt for your records.',
    status: { paid: 'Paid in full', refunded: 'Refunded' },
  },
} as const;
