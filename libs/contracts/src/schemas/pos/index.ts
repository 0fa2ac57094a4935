export * from './categories';
export * from './cis';
export * from './credits';
export * from './customer-documents';
export * from './customers';
export * from './deposits';
export * from './email';
export * from './expenses';
export * from './exports';
export * from './fields';
export * from './invoice-figures';
export * from './jobs';
export * from './leads';
export * from './materials';
export * from './online-payments';
export * from './orders';
export * from './payments';
export * from './portal';
export * from './products';
export * from './quote-document';
export * from './quotes';
export * from './recurring';
export * from './reports';
export * from './reverse-charge';
export * from './reverse-charge-statement';
export * from './vat';
export * from './vat-return';
export * from './views';
export {
  CIS_PARTS,
  defaultCisPart,
  qtyWithUnit,
  SALE_LINE_KINDS,
  type CisPart,
  type SaleLineKind,
} from './sale-shapes';

import { categoryCreateSchema, categoryUpdateSchema } from './categories';
import { cisSchemas } from './cis';
import { creditCreateSchema } from './credits';
import { customerDocumentSchemas } from './customer-documents';
import { customerByPhoneQuerySchema, customerDetailQuerySchema, customerUpdateSchema } from './customers';
import { invoiceEmailSchema, quoteEmailSchema } from './email';
import { expenseSchemas } from './expenses';
import { exportSchemas } from './exports';
import { jobSchemas } from './jobs';
import { leadSchemas } from './leads';
import { materialSchemas } from './materials';
import { onlinePaymentSchemas } from './online-payments';
import {
  orderCreateSchema,
  orderDeleteQuerySchema,
  orderQuerySchema,
  orderTrailQuerySchema,
  orderUpdateSchema,
  orderVoidSchema,
} from './orders';
import { paymentCreateSchema } from './payments';
import { portalSchemas } from './portal';
import { productCreateSchema, productUpdateSchema } from './products';
import { quoteSchemas } from './quotes';
import { recurringSchemas } from './recurring';
import { reportSchemas } from './reports';
import { invoiceSettingsUpdateSchema } from './vat';

/** Every svc-pos request schema (compiled by the shared validator). Add new ones here. */
export const posSchemas = [
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  customerByPhoneQuerySchema,
  customerUpdateSchema,
  customerDetailQuerySchema,
  invoiceSettingsUpdateSchema,
  orderCreateSchema,
  orderUpdateSchema,
  orderQuerySchema,
  paymentCreateSchema,
  orderDeleteQuerySchema,
  orderVoidSchema,
  orderTrailQuerySchema,
  creditCreateSchema,
  invoiceEmailSchema,
  quoteEmailSchema,
  ...quoteSchemas,
  ...reportSchemas,
  ...leadSchemas,
  ...materialSchemas,
  ...expenseSchemas,
  ...onlinePaymentSchemas,
  ...customerDocumentSchemas,
  ...portalSchemas,
  ...recurringSchemas,
  ...exportSchemas,
  ...jobSchemas,
  ...cisSchemas,
] as const;
