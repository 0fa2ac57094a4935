import {
  authEndpoints,
  contentEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  matchesMessage,
  messageOf,
  messagesOf,
  notifyEndpoints,
  posEndpoints,
  type Endpoint,
} from '../src';

const all: Array<[string, Endpoint]> = [
  ...Object.entries(authEndpoints),
  ...Object.entries(contentEndpoints),
  ...Object.entries(notifyEndpoints),
  ...Object.entries(posEndpoints),
];
/** What the activity log records: an admin's write (docs/decisions/0010-activity-log.md). */
const isAdminWrite = (e: Endpoint) => e.access === 'admin' && (e.method !== 'GET' || e.writes === true);

describe('every endpoint definition', () => {
  it('has a clean name of its own, written as code names things', () => {
    const names = all.map(([, e]) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it('keeps the legacy wire names at the wire only', () => {
    expect(contentEndpoints.deleteNewsLetter).toMatchObject({
      name: 'deleteSubscriber',
      path: 'admin/deleteNewsLetter',
    });
    expect(contentEndpoints.insertService).toMatchObject({
      name: 'createServicePage',
      path: 'admin/insertService',
    });
    expect(posEndpoints.duePay).toMatchObject({ name: 'takePayment', path: 'admin/due_pay' });
  });

  it('lists the statuses its guards and schemas answer', () => {
    const missing = all.flatMap(([key, e]) => {
      const expected = [
        ...(e.access === 'admin' ? [401, 403] : []),
        ...(e.access === 'key' ? [401] : []),
        ...(e.body || e.query ? [422] : []),
      ];
      return expected.filter((s) => !e.errorStatuses.includes(s as never)).map((s) => `${key}: ${s}`);
    });
    expect(missing).toEqual([]);
    for (const [, e] of all) expect([...e.errorStatuses].sort()).toEqual([...new Set(e.errorStatuses)]);
  });

  it('says every admin write in the activity log, and only those', () => {
    expect(all.filter(([, e]) => isAdminWrite(e) && !e.activity).map(([k]) => k)).toEqual([]);
    expect(all.filter(([, e]) => !isAdminWrite(e) && e.activity).map(([k]) => k)).toEqual([]);
    expect(contentEndpoints.deleteNewsLetter.activity).toBe('deleted subscriber');
    expect(posEndpoints.insertCategory.activity).toBe('added category');
  });

  it('declares the Idempotency-Key header exactly where it is idempotent', () => {
    for (const [, e] of all) {
      expect(Boolean(e.headers?.[IDEMPOTENCY_KEY_HEADER])).toBe(e.idempotent === true);
    }
    const idempotent = all.filter(([, e]) => e.idempotent).map(([k]) => k);
    expect(idempotent.sort()).toEqual(
      [
        'creditOrder',
        'duePay',
        'emailInvoice',
        'emailQuote',
        'insertMaterial',
        'insertOrder',
        'insertRecurring',
        'quoteLead',
        'skipRecurring',
        'sendNewsLetter',
      ].sort(),
    );
    for (const [, e] of all) if (e.idempotent) expect(e.method).toBe('POST');
    // The key reused with another request, or its first request still running, is 409.
    for (const [, e] of all) if (e.idempotent) expect(e.errorStatuses).toContain(409);
  });

  it('carries the spec messages, filled and matched by their placeholders', () => {
    expect(contentEndpoints.insertNewsLetter.message).toBe('Thanks for subscribe.');
    expect(posEndpoints.duePay.message).toBe('Payment update successfully');
    expect(messageOf(posEndpoints.creditOrder, { credit_no: 7 })).toBe('Credit note #7 issued');
    expect(messageOf(posEndpoints.deleteOrder, 'voided')).toMatch(/^Invoice voided: /);
    expect(() => messageOf(posEndpoints.creditOrder)).toThrow(/credit_no/);
    expect(matchesMessage(posEndpoints.emailInvoice, 'Invoice e-mailed to a@b.test')).toBe(true);
    expect(matchesMessage(posEndpoints.emailInvoice, 'Invoice e-mailed')).toBe(false);
    expect(matchesMessage(posEndpoints.voidOrder, 'The invoice was already void.')).toBe(true);
    for (const [, e] of all) for (const text of messagesOf(e)) expect(text.trim()).toBe(text);
  });
});
