/** The order shapes of the API contract (issue 7), shared with the server through common/. */
export type { Order, OrderDetail, OrderItem, OrderStatus } from '@darsak/common';
