import { toPounds, type ExpenseView } from '@voltdesk/contracts';
import type { ExpenseDoc } from './model';

export const serializeExpense = (e: ExpenseDoc): ExpenseView => ({
  id: String(e._id),
  date: e.date,
  supplier: e.supplier,
  description: e.description ?? '',
  net: toPounds(e.net_pence),
  vat: toPounds(e.vat_pence),
  gross: toPounds(e.net_pence + e.vat_pence),
  receipt: e.receipt ?? null,
});
