import { defineEndpoints } from './endpoint';
import { categoryEndpoints } from './pos/categories';
import { cisEndpoints } from './pos/cis';
import { customerDocumentEndpoints } from './pos/customer-documents';
import { customerEndpoints } from './pos/customers';
import { depositEndpoints } from './pos/deposits';
import { invoiceSettingsEndpoints } from './pos/invoice-settings';
import { jobEndpoints } from './pos/jobs';
import { expenseEndpoints } from './pos/expenses';
import { exportEndpoints } from './pos/exports';
import { leadEndpoints } from './pos/leads';
import { materialEndpoints } from './pos/materials';
import { onlinePaymentEndpoints } from './pos/online-payments';
import { orderEndpoints } from './pos/orders';
import { portalEndpoints } from './pos/portal';
import { productEndpoints } from './pos/products';
import { quoteEndpoints } from './pos/quotes';
import { recurringEndpoints } from './pos/recurring';
import { reportEndpoints } from './pos/reports';
import { summaryEndpoints } from './pos/summary';

/** svc-pos: the point-of-sale desk (the admins'), and the site's job requests (leads, public). */
export const posEndpoints = defineEndpoints({
  ...orderEndpoints,
  ...categoryEndpoints,
  ...productEndpoints,
  ...customerEndpoints,
  ...invoiceSettingsEndpoints,
  ...summaryEndpoints,
  ...quoteEndpoints,
  ...reportEndpoints,
  ...leadEndpoints,
  ...materialEndpoints,
  ...expenseEndpoints,
  ...depositEndpoints,
  ...customerDocumentEndpoints,
  ...onlinePaymentEndpoints,
  ...portalEndpoints,
  ...recurringEndpoints,
  ...exportEndpoints,
  ...jobEndpoints,
  ...cisEndpoints,
});
