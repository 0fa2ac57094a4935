import type { OrderModel } from './model';

/**
 * Writes on an invoice the number of the quote it was made from (`convertQuote`), once: the order's side
 * of the link, shown as `quote_no`. Not a change to what the invoice charges, so it takes no revision,
 * trail entry or event; the quote keeps the invoice's number and id on its side.
 */
export async function linkQuote(orders: OrderModel, orderId: string, quoteNo: number): Promise<void> {
  await orders.updateOne({ _id: orderId, quote_no: { $exists: false } }, { $set: { quote_no: quoteNo } });
}
