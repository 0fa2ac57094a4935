// GENERATED from libs/contracts/events/asyncapi.yaml by `npm run gen:events -w libs/contracts`. Do not edit.
/**
 * a successful admin write, as the endpoint registration saw it; the admin's name and e-mail are added by svc-auth when it stores the entry. Also a customer's own online action on a quote or invoice link, a card payment or the portal (actor customer), which svc-pos records where it happens: admin_id then names the customer as svc-pos knows them (customer:<id>, or quote:<id> / invoice:<id>), with no role
 */
export interface AdminActivityData {
  admin_id: string;
  /**
   * the admin's role; absent for a customer's action
   */
  role?: 'owner' | 'editor' | 'clerk';
  /**
   * who acted: an admin (absent: an admin) or the customer online
   */
  actor?: 'admin' | 'customer';
  /**
   * the customer's name as svc-pos has it (actor customer), which the log shows
   */
  actor_name?: string;
  service: 'auth' | 'content' | 'pos' | 'notify';
  /**
   * the endpoint name in libs/contracts, e.g. updatePost
   */
  endpoint: string;
  /**
   * GET for the toggles that write
   */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * the route, e.g. admin/updatepost
   */
  path: string;
  /**
   * the id or slug the request named, if any
   */
  target?: string;
  /**
   * what a person calls the target: its title or name
   */
  label?: string;
  status: number;
}
export interface ContactData {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}
/**
 * a clerk asked for the invoice to be e-mailed to the customer as a PDF (admin/emailInvoice)
 */
export interface InvoiceEmailRequestedData {
  /**
   * one per request: the mail is sent once per request id
   */
  request_id: string;
  order_id: string;
  invoice_no: number;
  /**
   * the customer e-mail on the invoice, or the address the clerk typed
   */
  to: string;
  /**
   * admin user id
   */
  requested_by: string;
  requested_at: string;
  invoice: InvoiceSnapshot;
  /**
   * the customer link's token (a signed JWT naming svc-pos's link record): the mail links to the site's document page with it; absent on requests made before customer links
   */
  link_token?: string;
  /**
   * when the link stops working
   */
  link_expires_at?: string;
}
/**
 * the invoice as the API shows it, without its trail: the view schema `pos.views.order` of libs/contracts, which the consumer checks it against (so its shape is not repeated here). svc-notify renders the customer's PDF from it.
 */
export interface InvoiceSnapshot {
  [k: string]: unknown;
}
/**
 * a job request a visitor sent from the site (insertLead): svc-notify confirms it to them and tells the owner
 */
export interface LeadData {
  id: string;
  service: string;
  description: string;
  address: string;
  postcode: string;
  preferred_days: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday')[];
  /**
   * paths under /media/pos/ (svc-pos serves them)
   */
  photos: string[];
  name: string;
  phone: string;
  email: string;
  created_at: string;
}
export interface NewsletterRequestedData {
  id: string;
  subject: string;
  /**
   * sanitized HTML
   */
  message: string;
}
export interface OrderData {
  id: string;
  invoice_no: number;
  order_custom_id?: string;
  customer: OrderCustomer;
  /**
   * pounds
   */
  sub_total: number;
  /**
   * pounds
   */
  discount: number;
  /**
   * pounds
   */
  total: number;
  /**
   * pounds
   */
  payment: number;
  /**
   * pounds: total - credited - payment
   */
  due: number;
  /**
   * pounds credited by credit notes; omitted when nothing was credited
   */
  credited?: number;
  created_at: string;
  due_date?: string | null;
  additional: boolean;
  expire_date?: string | null;
  /**
   * days before expire_date to send the reminder
   */
  alert?: number | null;
  invoice?: InvoiceSnapshot;
}
export interface OrderCustomer {
  name: string;
  phone: string;
  email: string;
  address?: string;
}
export interface OrderDeletedData {
  id: string;
  invoice_no: number;
}
/**
 * the invoice is kept (number, payments) but owed nothing: stop its alerts and reminders
 */
export interface OrderVoidedData {
  id: string;
  invoice_no: number;
}
export interface PasswordResetData {
  user_id: string;
  name: string;
  email: string;
  /**
   * single-use; svc-auth keeps only its hash
   */
  token: string;
  expires_at: string;
}
/**
 * a customer asked for a sign-in link to the customer portal (svc-pos portal/requestLink): svc-notify mails it to the e-mail on the customer's record. The record carries a single-use token that expires within minutes; pos.order.v1 is read by svc-notify alone.
 */
export interface PortalSignInData {
  customer_id: string;
  name: string;
  email: string;
  /**
   * single-use; svc-pos keeps only its keyed hash
   */
  token: string;
  expires_at: string;
}
/**
 * the customer accepted or declined a quote on its public page (acceptQuoteOnline, declineQuoteOnline): svc-notify tells the owner
 */
export interface QuoteAnsweredData {
  quote_id: string;
  quote_no: number;
  decision: 'accepted' | 'declined';
  name: string | null;
  reason: string | null;
  answered_at: string;
  ip: string;
  quote: QuoteSnapshot;
}
/**
 * the quote as the API shows it: the view schema `pos.views.quote` of libs/contracts, which the consumer checks it against. svc-notify renders the customer's PDF from it.
 */
export interface QuoteSnapshot {
  [k: string]: unknown;
}
/**
 * a clerk asked for a quote to be e-mailed to the customer as a PDF (admin/emailQuote)
 */
export interface QuoteEmailRequestedData {
  /**
   * one per request: the mail is sent once per request id
   */
  request_id: string;
  quote_id: string;
  quote_no: number;
  /**
   * the customer e-mail on the quote, or the address the clerk typed
   */
  to: string;
  /**
   * admin user id
   */
  requested_by: string;
  requested_at: string;
  quote: QuoteSnapshot;
  /**
   * the customer link's token (a signed JWT naming svc-pos's link record): the mail links to the site's document page with it; absent on requests made before customer links
   */
  link_token?: string;
  /**
   * when the link stops working
   */
  link_expires_at?: string;
}
export interface SessionRevokedData {
  jti: string;
  user_id: string;
  /**
   * when the token would expire anyway
   */
  expires_at: string;
}
export interface SetupChangedData {
  key: string;
  value: {
    [k: string]: unknown;
  };
}
/**
 * the monthly statement of a customer who owes money (svc-pos, on the 1st of the month in the business's time zone, once per customer and month): svc-notify mails it to the customer
 */
export interface StatementData {
  customer_id: string;
  /**
   * YYYY-MM: the month the statement opens (its 1st)
   */
  month: string;
  name: string;
  email: string;
  balance: number;
  /**
   * the open invoices (Unpaid), oldest first
   */
  invoices: {
    id: string;
    invoice_no: number;
    created_at: string;
    due_date: string | null;
    total: number;
    credited: number;
    payment: number;
    due: number;
    status: 'Paid' | 'Unpaid' | 'Void';
  }[];
  as_of: string;
}
export interface SubscriberData {
  id: string;
  name: string;
  email: string;
  status: 'pending' | 'confirmed';
  /**
   * set on subscriber.added while pending
   */
  confirm_token?: string;
  unsubscribe_token: string;
}
export interface SubscriberRemovedData {
  id: string;
  email: string;
}
export interface UserData {
  id: string;
  name: string;
  email: string;
  user_type: string;
  status: 0 | 1;
}
export interface UserStatusData {
  id: string;
  status: 0 | 1;
  /**
   * every token of this user issued before this instant is revoked
   */
  revoked_before: string;
}

export const eventTopics = {
  'auth.user.v1': ['user.created', 'user.updated', 'user.status_changed'],
  'auth.session.v1': ['session.revoked'],
  'auth.password-reset.v1': ['password_reset.requested'],
  'content.setup.v1': ['setup.changed'],
  'content.newsletter.v1': [
    'subscriber.added',
    'subscriber.confirmed',
    'subscriber.removed',
    'newsletter.requested',
  ],
  'content.contact.v1': ['contact.received'],
  'pos.order.v1': [
    'order.created',
    'order.updated',
    'order.paid',
    'order.deleted',
    'order.voided',
    'invoice.email.requested',
    'quote.email.requested',
    'lead.received',
    'quote.answered',
    'portal.sign_in.requested',
    'statement.requested',
  ],
  'admin.activity.v1': ['admin.activity'],
} as const;

export interface EventDataMap {
  'user.created': UserData;
  'user.updated': UserData;
  'user.status_changed': UserStatusData;
  'session.revoked': SessionRevokedData;
  'password_reset.requested': PasswordResetData;
  'setup.changed': SetupChangedData;
  'subscriber.added': SubscriberData;
  'subscriber.confirmed': SubscriberData;
  'subscriber.removed': SubscriberRemovedData;
  'newsletter.requested': NewsletterRequestedData;
  'contact.received': ContactData;
  'order.created': OrderData;
  'order.updated': OrderData;
  'order.paid': OrderData;
  'order.deleted': OrderDeletedData;
  'order.voided': OrderVoidedData;
  'invoice.email.requested': InvoiceEmailRequestedData;
  'quote.email.requested': QuoteEmailRequestedData;
  'lead.received': LeadData;
  'quote.answered': QuoteAnsweredData;
  'portal.sign_in.requested': PortalSignInData;
  'statement.requested': StatementData;
  'admin.activity': AdminActivityData;
}

/** Every schema of the contract (envelope, events, payloads), once; the envelope schemas refer to them. */
export const eventSchemaDefinitions: Record<string, object> = {
  UserCreatedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'user.created' }, data: { $ref: '#/definitions/UserData' } },
  },
  UserUpdatedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'user.updated' }, data: { $ref: '#/definitions/UserData' } },
  },
  UserStatusChangedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'user.status_changed' }, data: { $ref: '#/definitions/UserStatusData' } },
  },
  SessionRevokedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'session.revoked' }, data: { $ref: '#/definitions/SessionRevokedData' } },
  },
  PasswordResetRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'password_reset.requested' },
      data: { $ref: '#/definitions/PasswordResetData' },
    },
  },
  SetupChangedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'setup.changed' }, data: { $ref: '#/definitions/SetupChangedData' } },
  },
  SubscriberAddedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'subscriber.added' }, data: { $ref: '#/definitions/SubscriberData' } },
  },
  SubscriberConfirmedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'subscriber.confirmed' }, data: { $ref: '#/definitions/SubscriberData' } },
  },
  SubscriberRemovedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'subscriber.removed' },
      data: { $ref: '#/definitions/SubscriberRemovedData' },
    },
  },
  NewsletterRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'newsletter.requested' },
      data: { $ref: '#/definitions/NewsletterRequestedData' },
    },
  },
  ContactReceivedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'contact.received' }, data: { $ref: '#/definitions/ContactData' } },
  },
  OrderCreatedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'order.created' }, data: { $ref: '#/definitions/OrderData' } },
  },
  OrderUpdatedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'order.updated' }, data: { $ref: '#/definitions/OrderData' } },
  },
  OrderPaidEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'order.paid' }, data: { $ref: '#/definitions/OrderData' } },
  },
  OrderDeletedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'order.deleted' }, data: { $ref: '#/definitions/OrderDeletedData' } },
  },
  OrderVoidedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'order.voided' }, data: { $ref: '#/definitions/OrderVoidedData' } },
  },
  InvoiceEmailRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'invoice.email.requested' },
      data: { $ref: '#/definitions/InvoiceEmailRequestedData' },
    },
  },
  QuoteEmailRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'quote.email.requested' },
      data: { $ref: '#/definitions/QuoteEmailRequestedData' },
    },
  },
  QuoteAnsweredEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'quote.answered' }, data: { $ref: '#/definitions/QuoteAnsweredData' } },
  },
  LeadReceivedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'lead.received' }, data: { $ref: '#/definitions/LeadData' } },
  },
  PortalSignInRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: {
      type: { const: 'portal.sign_in.requested' },
      data: { $ref: '#/definitions/PortalSignInData' },
    },
  },
  StatementRequestedEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'statement.requested' }, data: { $ref: '#/definitions/StatementData' } },
  },
  AdminActivityEvent: {
    allOf: [{ $ref: '#/definitions/Envelope' }],
    properties: { type: { const: 'admin.activity' }, data: { $ref: '#/definitions/AdminActivityData' } },
  },
  Envelope: {
    type: 'object',
    required: ['id', 'type', 'source', 'time', 'subject', 'data'],
    properties: {
      id: {
        type: 'string',
        description: 'ULID; consumers are idempotent by it',
        minLength: 26,
        maxLength: 26,
      },
      type: { type: 'string' },
      source: { type: 'string', description: 'producing service, e.g. svc-pos' },
      time: { type: 'string', format: 'date-time' },
      subject: { type: 'string', description: 'aggregate id; also the Kafka key' },
      data: { type: 'object' },
    },
  },
  UserData: {
    type: 'object',
    required: ['id', 'name', 'email', 'user_type', 'status'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      user_type: { type: 'string' },
      status: { type: 'integer', enum: [0, 1] },
    },
  },
  UserStatusData: {
    type: 'object',
    required: ['id', 'status', 'revoked_before'],
    properties: {
      id: { type: 'string' },
      status: { type: 'integer', enum: [0, 1] },
      revoked_before: {
        type: 'string',
        format: 'date-time',
        description: 'every token of this user issued before this instant is revoked',
      },
    },
  },
  SessionRevokedData: {
    type: 'object',
    required: ['jti', 'user_id', 'expires_at'],
    properties: {
      jti: { type: 'string', minLength: 1, maxLength: 64 },
      user_id: { type: 'string' },
      expires_at: { type: 'string', format: 'date-time', description: 'when the token would expire anyway' },
    },
  },
  PasswordResetData: {
    type: 'object',
    required: ['user_id', 'name', 'email', 'token', 'expires_at'],
    properties: {
      user_id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      token: { type: 'string', description: 'single-use; svc-auth keeps only its hash' },
      expires_at: { type: 'string', format: 'date-time' },
    },
  },
  SetupChangedData: {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string' }, value: { type: 'object', additionalProperties: true } },
  },
  SubscriberData: {
    type: 'object',
    required: ['id', 'name', 'email', 'status', 'unsubscribe_token'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      status: { type: 'string', enum: ['pending', 'confirmed'] },
      confirm_token: { type: 'string', description: 'set on subscriber.added while pending' },
      unsubscribe_token: { type: 'string' },
    },
  },
  SubscriberRemovedData: {
    type: 'object',
    required: ['id', 'email'],
    properties: { id: { type: 'string' }, email: { type: 'string' } },
  },
  NewsletterRequestedData: {
    type: 'object',
    required: ['id', 'subject', 'message'],
    properties: {
      id: { type: 'string' },
      subject: { type: 'string', minLength: 1, maxLength: 200 },
      message: { type: 'string', description: 'sanitized HTML' },
    },
  },
  ContactData: {
    type: 'object',
    required: ['id', 'name', 'email', 'phone', 'message'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      email: { type: 'string', format: 'email', minLength: 1, maxLength: 254 },
      phone: { type: 'string', minLength: 1, maxLength: 50 },
      message: { type: 'string', minLength: 1, maxLength: 5000 },
    },
  },
  LeadData: {
    type: 'object',
    description:
      'a job request a visitor sent from the site (insertLead): svc-notify confirms it to them and tells the owner',
    required: [
      'id',
      'service',
      'description',
      'address',
      'postcode',
      'preferred_days',
      'photos',
      'name',
      'phone',
      'email',
      'created_at',
    ],
    properties: {
      id: { type: 'string' },
      service: { type: 'string' },
      description: { type: 'string' },
      address: { type: 'string' },
      postcode: { type: 'string' },
      preferred_days: {
        type: 'array',
        items: {
          type: 'string',
          enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        },
      },
      photos: {
        type: 'array',
        items: { type: 'string' },
        description: 'paths under /media/pos/ (svc-pos serves them)',
      },
      name: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  PortalSignInData: {
    type: 'object',
    description:
      "a customer asked for a sign-in link to the customer portal (svc-pos portal/requestLink): svc-notify mails it to the e-mail on the customer's record. The record carries a single-use token that expires within minutes; pos.order.v1 is read by svc-notify alone.",
    required: ['customer_id', 'name', 'email', 'token', 'expires_at'],
    properties: {
      customer_id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      token: { type: 'string', description: 'single-use; svc-pos keeps only its keyed hash' },
      expires_at: { type: 'string', format: 'date-time' },
    },
  },
  StatementData: {
    type: 'object',
    description:
      "the monthly statement of a customer who owes money (svc-pos, on the 1st of the month in the business's time zone, once per customer and month): svc-notify mails it to the customer",
    required: ['customer_id', 'month', 'name', 'email', 'balance', 'invoices', 'as_of'],
    properties: {
      customer_id: { type: 'string' },
      month: {
        type: 'string',
        pattern: '^[0-9]{4}-[0-9]{2}$',
        description: 'YYYY-MM: the month the statement opens (its 1st)',
      },
      name: { type: 'string' },
      email: { type: 'string' },
      balance: { type: 'number' },
      invoices: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: [
            'id',
            'invoice_no',
            'created_at',
            'due_date',
            'total',
            'credited',
            'payment',
            'due',
            'status',
          ],
          properties: {
            id: { type: 'string' },
            invoice_no: { type: 'integer' },
            created_at: { type: 'string', format: 'date-time' },
            due_date: { type: ['string', 'null'] },
            total: { type: 'number' },
            credited: { type: 'number' },
            payment: { type: 'number' },
            due: { type: 'number' },
            status: { type: 'string', enum: ['Paid', 'Unpaid', 'Void'] },
          },
        },
        description: 'the open invoices (Unpaid), oldest first',
      },
      as_of: { type: 'string', format: 'date-time' },
    },
  },
  OrderCustomer: {
    type: 'object',
    required: ['name', 'phone', 'email'],
    properties: {
      name: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
      address: { type: 'string' },
    },
  },
  OrderData: {
    type: 'object',
    required: [
      'id',
      'invoice_no',
      'customer',
      'sub_total',
      'discount',
      'total',
      'payment',
      'due',
      'created_at',
      'additional',
    ],
    properties: {
      id: { type: 'string' },
      invoice_no: { type: 'integer', minimum: 1 },
      order_custom_id: { type: 'string' },
      customer: { $ref: '#/definitions/OrderCustomer' },
      sub_total: { type: 'number', description: 'pounds' },
      discount: { type: 'number', description: 'pounds' },
      total: { type: 'number', description: 'pounds' },
      payment: { type: 'number', description: 'pounds' },
      due: { type: 'number', description: 'pounds: total - credited - payment' },
      credited: {
        type: 'number',
        description: 'pounds credited by credit notes; omitted when nothing was credited',
      },
      created_at: { type: 'string', format: 'date-time' },
      due_date: { type: ['string', 'null'] },
      additional: { type: 'boolean' },
      expire_date: { type: ['string', 'null'] },
      alert: { type: ['integer', 'null'], description: 'days before expire_date to send the reminder' },
      invoice: { $ref: '#/definitions/InvoiceSnapshot' },
    },
  },
  InvoiceSnapshot: {
    type: 'object',
    additionalProperties: true,
    description:
      "the invoice as the API shows it, without its trail: the view schema `pos.views.order` of libs/contracts, which the consumer checks it against (so its shape is not repeated here). svc-notify renders the customer's PDF from it.",
  },
  OrderDeletedData: {
    type: 'object',
    required: ['id', 'invoice_no'],
    properties: { id: { type: 'string' }, invoice_no: { type: 'integer', minimum: 1 } },
  },
  OrderVoidedData: {
    type: 'object',
    description: 'the invoice is kept (number, payments) but owed nothing: stop its alerts and reminders',
    required: ['id', 'invoice_no'],
    properties: { id: { type: 'string' }, invoice_no: { type: 'integer', minimum: 1 } },
  },
  InvoiceEmailRequestedData: {
    type: 'object',
    description: 'a clerk asked for the invoice to be e-mailed to the customer as a PDF (admin/emailInvoice)',
    required: ['request_id', 'order_id', 'invoice_no', 'to', 'requested_by', 'requested_at', 'invoice'],
    properties: {
      request_id: { type: 'string', description: 'one per request: the mail is sent once per request id' },
      order_id: { type: 'string' },
      invoice_no: { type: 'integer', minimum: 1 },
      to: {
        type: 'string',
        description: 'the customer e-mail on the invoice, or the address the clerk typed',
      },
      requested_by: { type: 'string', description: 'admin user id' },
      requested_at: { type: 'string', format: 'date-time' },
      invoice: { $ref: '#/definitions/InvoiceSnapshot' },
      link_token: {
        type: 'string',
        description:
          "the customer link's token (a signed JWT naming svc-pos's link record): the mail links to the site's document page with it; absent on requests made before customer links",
      },
      link_expires_at: { type: 'string', format: 'date-time', description: 'when the link stops working' },
    },
  },
  QuoteEmailRequestedData: {
    type: 'object',
    description: 'a clerk asked for a quote to be e-mailed to the customer as a PDF (admin/emailQuote)',
    required: ['request_id', 'quote_id', 'quote_no', 'to', 'requested_by', 'requested_at', 'quote'],
    properties: {
      request_id: { type: 'string', description: 'one per request: the mail is sent once per request id' },
      quote_id: { type: 'string' },
      quote_no: { type: 'integer', minimum: 1 },
      to: { type: 'string', description: 'the customer e-mail on the quote, or the address the clerk typed' },
      requested_by: { type: 'string', description: 'admin user id' },
      requested_at: { type: 'string', format: 'date-time' },
      quote: { $ref: '#/definitions/QuoteSnapshot' },
      link_token: {
        type: 'string',
        description:
          "the customer link's token (a signed JWT naming svc-pos's link record): the mail links to the site's document page with it; absent on requests made before customer links",
      },
      link_expires_at: { type: 'string', format: 'date-time', description: 'when the link stops working' },
    },
  },
  QuoteAnsweredData: {
    type: 'object',
    description:
      'the customer accepted or declined a quote on its public page (acceptQuoteOnline, declineQuoteOnline): svc-notify tells the owner',
    required: ['quote_id', 'quote_no', 'decision', 'name', 'reason', 'answered_at', 'ip', 'quote'],
    properties: {
      quote_id: { type: 'string' },
      quote_no: { type: 'integer', minimum: 1 },
      decision: { type: 'string', enum: ['accepted', 'declined'] },
      name: { type: ['string', 'null'] },
      reason: { type: ['string', 'null'] },
      answered_at: { type: 'string', format: 'date-time' },
      ip: { type: 'string' },
      quote: { $ref: '#/definitions/QuoteSnapshot' },
    },
  },
  QuoteSnapshot: {
    type: 'object',
    additionalProperties: true,
    description:
      "the quote as the API shows it: the view schema `pos.views.quote` of libs/contracts, which the consumer checks it against. svc-notify renders the customer's PDF from it.",
  },
  AdminActivityData: {
    type: 'object',
    description:
      "a successful admin write, as the endpoint registration saw it; the admin's name and e-mail are added by svc-auth when it stores the entry. Also a customer's own online action on a quote or invoice link, a card payment or the portal (actor customer), which svc-pos records where it happens: admin_id then names the customer as svc-pos knows them (customer:<id>, or quote:<id> / invoice:<id>), with no role",
    required: ['admin_id', 'service', 'endpoint', 'method', 'path', 'status'],
    properties: {
      admin_id: { type: 'string' },
      role: {
        type: 'string',
        enum: ['owner', 'editor', 'clerk'],
        description: "the admin's role; absent for a customer's action",
      },
      actor: {
        type: 'string',
        enum: ['admin', 'customer'],
        description: 'who acted: an admin (absent: an admin) or the customer online',
      },
      actor_name: {
        type: 'string',
        maxLength: 200,
        description: "the customer's name as svc-pos has it (actor customer), which the log shows",
      },
      service: { type: 'string', enum: ['auth', 'content', 'pos', 'notify'] },
      endpoint: { type: 'string', description: 'the endpoint name in libs/contracts, e.g. updatePost' },
      method: {
        type: 'string',
        enum: ['GET', 'POST', 'PUT', 'DELETE'],
        description: 'GET for the toggles that write',
      },
      path: { type: 'string', description: 'the route, e.g. admin/updatepost' },
      target: { type: 'string', maxLength: 200, description: 'the id or slug the request named, if any' },
      label: {
        type: 'string',
        maxLength: 200,
        description: 'what a person calls the target: its title or name',
      },
      status: { type: 'integer' },
    },
  },
};

/** The JSON Schema of one event type: its `<Name>Event` schema, with the definitions it refers to. */
const envelopeOf = (event: string): object => ({
  $ref: `#/definitions/${event}`,
  definitions: eventSchemaDefinitions,
});

export const eventEnvelopeSchemas: Record<keyof EventDataMap, object> = {
  'user.created': envelopeOf('UserCreatedEvent'),
  'user.updated': envelopeOf('UserUpdatedEvent'),
  'user.status_changed': envelopeOf('UserStatusChangedEvent'),
  'session.revoked': envelopeOf('SessionRevokedEvent'),
  'password_reset.requested': envelopeOf('PasswordResetRequestedEvent'),
  'setup.changed': envelopeOf('SetupChangedEvent'),
  'subscriber.added': envelopeOf('SubscriberAddedEvent'),
  'subscriber.confirmed': envelopeOf('SubscriberConfirmedEvent'),
  'subscriber.removed': envelopeOf('SubscriberRemovedEvent'),
  'newsletter.requested': envelopeOf('NewsletterRequestedEvent'),
  'contact.received': envelopeOf('ContactReceivedEvent'),
  'order.created': envelopeOf('OrderCreatedEvent'),
  'order.updated': envelopeOf('OrderUpdatedEvent'),
  'order.paid': envelopeOf('OrderPaidEvent'),
  'order.deleted': envelopeOf('OrderDeletedEvent'),
  'order.voided': envelopeOf('OrderVoidedEvent'),
  'invoice.email.requested': envelopeOf('InvoiceEmailRequestedEvent'),
  'quote.email.requested': envelopeOf('QuoteEmailRequestedEvent'),
  'lead.received': envelopeOf('LeadReceivedEvent'),
  'quote.answered': envelopeOf('QuoteAnsweredEvent'),
  'portal.sign_in.requested': envelopeOf('PortalSignInRequestedEvent'),
  'statement.requested': envelopeOf('StatementRequestedEvent'),
  'admin.activity': envelopeOf('AdminActivityEvent'),
};
