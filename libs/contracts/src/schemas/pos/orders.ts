import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField, idField } from '../common';
import {
  MAX_POUNDS,
  ORDER_TOTAL_TOO_LARGE,
  optionalDateField,
  paymentMethodField,
  paymentReferenceField,
  phoneField,
  poundsField,
  positivePoundsField,
  priceField,
} from './fields';
import { reverseChargeChoiceField } from './reverse-charge';
import { CIS_PARTS, documentQuery, SALE_LINE_KINDS } from './sale-shapes';
import { vatRateField } from './vat';

const customerField = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'name', 'email'],
  properties: {
    phone: phoneField,
    name: boundedString(100),
    email: emailField,
    address: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/**
 * A cart line of any kind (sale-shapes.ts SALE_LINE_KINDS): a catalogue service (no `kind`, as before
 * kinds, or `service`; `id` is the service and the price at least £1), free text (`kind: 'text'`, no
 * `id`: the description, unit, price and VAT rate as typed) or a material (`id` is the material; its unit,
 * cost and rate come from the materials list). `cis_part` defaults to materials on a material line and to
 * labour on any other (defaultCisPart).
 */
const itemField = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'price', 'qty'],
  properties: {
    kind: { type: 'string', enum: SALE_LINE_KINDS },
    /** The service (product) id, or the material's id on a material line; none on free text. */
    id: idField,
    name: boundedString(150),
    /**
     * Pounds with at most two decimals; the least price is by kind in `allOf` below: a service's at least
     * £1 (spec section 9), free text's and a material's at least 1p (cable clips).
     */
    price: { type: 'number', multipleOf: 0.01, maximum: MAX_POUNDS },
    /** Free text: the unit typed (a material line takes its material's). */
    unit: { type: ['string', 'null'], maxLength: 20 },
    /** Free text: the VAT rate (standard when absent); other lines take their service's or material's. */
    vat_rate: vatRateField,
    /** Cost price per unit, excluding VAT; absent: the material's cost (a material line), else none. */
    unit_cost: { anyOf: [{ type: 'null' }, poundsField] },
    cis_part: { type: 'string', enum: CIS_PARTS },
    /**
     * At least 1 (spec section 9), up to three decimals (1.5 hours of labour, 12.5 m of cable): the line
     * total is price x qty to the penny, halves up (lineTotalPence in ./vat.ts).
     */
    qty: {
      type: 'number',
      minimum: 1,
      maximum: 10000,
      multipleOf: 0.001,
      errorMessage: { multipleOf: 'The qty must have at most 3 decimal places.' },
    },
    /** Accepted and ignored: the server computes every line total. */
    total: { type: 'number' },
    /** Accepted and ignored, so a form sends back the lines it loaded: `id` names the material, cost is worked out. */
    material_id: { type: 'string' },
    cost: { type: 'number' },
  },
  allOf: [
    {
      // A service line (no kind, as before kinds): a service id and a price of at least £1.
      if: { not: { required: ['kind'], properties: { kind: { enum: ['text', 'material'] } } } },
      // `id: true`: the base property checks it, once (a schema here would repeat its messages).
      then: {
        required: ['id'],
        properties: { id: true, price: { type: 'number', minimum: priceField.minimum } },
      },
      else: { properties: { price: { type: 'number', minimum: positivePoundsField.minimum } } },
    },
    {
      if: { required: ['kind'], properties: { kind: { const: 'material' } } },
      then: { required: ['id'], properties: { id: true } },
    },
  ],
} as const;

const orderProperties = {
  customer: customerField,
  items: {
    type: 'array',
    minItems: 1,
    maxItems: 200,
    items: itemField,
    maxSubTotal: MAX_POUNDS,
    errorMessage: { maxSubTotal: ORDER_TOTAL_TOO_LARGE },
  },
  order_custom_id: { type: ['string', 'null'], maxLength: 100 },
  due_date: optionalDateField,
  /** Amount paid, 0 to the total. */
  payment: {
    ...poundsField,
    atMostOrder: 'total',
    errorMessage: { atMostOrder: 'The payment may not be greater than the total.' },
  },
  /**
   * How the money this form takes was paid (create: the payment; update: a raised payment). Cash when
   * absent, as before payments had methods.
   */
  payment_method: paymentMethodField,
  payment_reference: paymentReferenceField,
  /** 0 to the sub total. */
  discount: {
    ...poundsField,
    default: 0,
    atMostOrder: 'sub_total',
    errorMessage: { atMostOrder: 'The discount may not be greater than the sub total.' },
  },
  additional: { type: 'boolean', default: false },
  /** Required when `additional` is true (orderRules). */
  expire_date: optionalDateField,
  /** Days before `expire_date` to send the reminder; required when `additional` is true (orderRules). */
  alert: { type: ['integer', 'null'], minimum: 0, maximum: 3650 },
  /**
   * The order keeps the customer as typed (its snapshot, shown on the invoice) either way; the customer
   * record (found by phone) changes only when this is true. A new phone makes a new record regardless.
   */
  update_customer: { type: 'boolean' },
  /** The domestic reverse charge: on, off, or null/absent to follow the customer and the rule. */
  reverse_charge: reverseChargeChoiceField,
  /**
   * Accepted and ignored: the server computes sub_total, total and due. A form may send the `total` it
   * shows so that, with prices excluding VAT, its payment check counts the VAT (see atMostOrder).
   */
  sub_total: { type: 'number' },
  total: { type: 'number' },
  due: { type: 'number' },
  /**
   * The job the invoice belongs to (`getJobs`); none when null or absent. Choosing one in the form fills the
   * site address and customer from it; svc-pos takes the job's site when `site_address` is not sent.
   */
  job_id: { anyOf: [{ type: 'null' }, idField] },
  /** Where the work was done, printed as "Site:" when it is not the customer's address; blank for none. */
  site_address: { type: ['string', 'null'], maxLength: 500 },
} as const;

const REQUIRED_EXPIRE_DATE = 'The expire date field is required when additional is checked.';
const REQUIRED_ALERT = 'The alert field is required when additional is checked.';

/**
 * The order's cross-field rules that JSON Schema can say: Additional needs an expire date and alert days.
 * (The amounts' rules, which compare with sums over the cart, are the `maxSubTotal` and `atMostOrder`
 * keywords above: order-keywords.ts.) svc-pos and the order form both run these schemas, so the 422 and
 * the form say the same words.
 */
const orderRules = {
  if: { properties: { additional: { const: true } }, required: ['additional'] },
  then: {
    required: ['expire_date', 'alert'],
    properties: { expire_date: { type: 'string' }, alert: { type: 'integer' } },
    errorMessage: {
      required: { expire_date: REQUIRED_EXPIRE_DATE, alert: REQUIRED_ALERT },
      properties: { expire_date: REQUIRED_EXPIRE_DATE, alert: REQUIRED_ALERT },
    },
  },
} as const;

/** POS create (spec section 2): customer, cart items, payment, discount, dates, additional. */
export const orderCreateSchema = {
  $id: 'pos.orders.create',
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'items', 'payment'],
  properties: orderProperties,
  ...orderRules,
} as const;
export type OrderCreateRequest = FromSchema<typeof orderCreateSchema>;

/** svc-pos's 409 when an edit's `rev` is not the invoice's any more (a payment or credit came in since). */
export const ORDER_CHANGED_SINCE_OPENED = 'This invoice changed since you opened it: reload';

/**
 * Order update: the same form plus the order id and `rev`, the revision of the invoice the form was loaded
 * from (`OrderView.rev`). The edit replaces the payment with the form's figure, so it only makes sense on
 * the invoice the clerk saw: any other revision is refused with 409 (ORDER_CHANGED_SINCE_OPENED).
 */
export const orderUpdateSchema = {
  $id: 'pos.orders.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rev', 'customer', 'items', 'payment'],
  properties: { id: idField, rev: { type: 'integer', minimum: 0 }, ...orderProperties },
  ...orderRules,
} as const;
export type OrderUpdateRequest = FromSchema<typeof orderUpdateSchema>;

/** Order list: one order by `id`, or a page newest first, searched and filtered by status. */
export const orderQuerySchema = documentQuery('pos.orders.query', ['Paid', 'Unpaid', 'Void']);
export type OrderQuery = FromSchema<typeof orderQuerySchema>;

/** Why an invoice is voided or deleted: optional, kept in its trail. */
const reasonField = { type: ['string', 'null'], maxLength: 500 } as const;

/**
 * `deleteOrder`: an invoice with payments is voided (kept, marked Void), one without is deleted; either
 * way the trail keeps who, when and the optional reason.
 */
export const orderDeleteQuerySchema = {
  $id: 'pos.orders.delete',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField, reason: reasonField },
} as const;
export type OrderDeleteQuery = FromSchema<typeof orderDeleteQuerySchema>;

/** `voidOrder`: void an invoice, with or without payments (it is kept, its number too). */
export const orderVoidSchema = {
  $id: 'pos.orders.void',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField, reason: reasonField },
} as const;
export type OrderVoidRequest = FromSchema<typeof orderVoidSchema>;

/** `getOrderTrail`: the history of an invoice number, also when the invoice was deleted. */
export const orderTrailQuerySchema = {
  $id: 'pos.orders.trailQuery',
  type: 'object',
  additionalProperties: false,
  required: ['invoice_no'],
  properties: { invoice_no: { type: 'integer', minimum: 1, maximum: 1_000_000_000 } },
} as const;
export type OrderTrailQuery = FromSchema<typeof orderTrailQuerySchema>;
