import { categoryView, productListView, productView } from './catalog-views';
import { cisViews } from './cis';
import { customerDocumentViews } from './customer-documents';
import { customerDetailView, customerView, posInsertDataView } from './customer-views';
import { invoiceEmailView, quoteEmailView } from './email';
import { expenseViews } from './expenses';
import { vatReturnView } from './vat-return';
import { jobViews } from './jobs';
import { leadViews } from './leads';
import { materialViews } from './materials';
import { recurringViews } from './recurring';
import { onlinePaymentViews } from './online-payments';
import { portalViews } from './portal';
import {
  creditResultView,
  orderOrPageView,
  orderTrailView,
  orderView,
  paymentResultView,
} from './order-views';
import { quoteViews } from './quotes';
import { reportViews } from './reports';
import { posSummaryView } from './summary-views';
import { invoiceSettingsView } from './vat';

// The views by resource live in the files below; this module keeps the names importers use.
export {
  categoryView,
  productListView,
  productView,
  type CategoryView,
  type ProductListData,
  type ProductView,
} from './catalog-views';
export {
  customerDetailView,
  customerView,
  posInsertDataView,
  type CustomerDetailData,
  type CustomerOrderView,
  type CustomerView,
  type PosInsertData,
} from './customer-views';
export {
  creditResultView,
  orderOrPageView,
  orderTrailView,
  orderView,
  paymentResultView,
  TRAIL_ACTIONS,
  type CreditNoteView,
  type CreditResultData,
  type CreditVatView,
  type OrderStatus,
  type OrderTrailData,
  type OrderView,
  type OrderVatView,
  type PaymentRecordView,
  type PaymentResultData,
  type TrailEntryView,
} from './order-views';
export { posSummaryView, type PosSummaryData, type PosSummaryPeriod } from './summary-views';

export const posViews = [
  categoryView,
  productView,
  productListView,
  customerView,
  posInsertDataView,
  orderView,
  orderOrPageView,
  paymentResultView,
  posSummaryView,
  creditResultView,
  orderTrailView,
  invoiceSettingsView,
  customerDetailView,
  invoiceEmailView,
  quoteEmailView,
  ...quoteViews,
  ...reportViews,
  ...leadViews,
  ...materialViews,
  ...expenseViews,
  vatReturnView,
  ...onlinePaymentViews,
  ...customerDocumentViews,
  ...portalViews,
  ...recurringViews,
  ...jobViews,
  ...cisViews,
] as const;
