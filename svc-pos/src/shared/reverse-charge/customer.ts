import type { CustomerUpdateRequest, EndUserStatus } from '@voltdesk/contracts';
import type { ReverseChargeCustomer } from './rule';

/** The stored reverse-charge fields of a customer record (absent on records saved before them). */
interface StoredStatus {
  vat_registered?: boolean;
  cis_registered?: boolean;
  end_user_status?: EndUserStatus;
  /** The customer's CIS deduction rate where the record carries one (null: does not deduct CIS). */
  cis_rate?: number | null;
}

/**
 * The fields as the customer view shows them: a record saved before them is not VAT registered, not CIS
 * registered, a contractor.
 */
export const reverseChargeFieldsView = (c: StoredStatus): ReverseChargeCustomer => ({
  vat_registered: c.vat_registered ?? false,
  cis_registered: c.cis_registered ?? false,
  end_user_status: c.end_user_status ?? 'contractor',
});

/**
 * How the rule sees the customer: the fields, and a customer who deducts CIS from the business (a
 * `cis_rate`, 0% for gross payment status included) is registered for CIS whatever `cis_registered` says.
 */
export const reverseChargeStatusOf = (c: StoredStatus): ReverseChargeCustomer => {
  const fields = reverseChargeFieldsView(c);
  return { ...fields, cis_registered: fields.cis_registered || typeof c.cis_rate === 'number' };
};

/** The fields `updateCustomer` sets: those it was sent (absent ones are kept). */
export function reverseChargeFieldsOf(input: CustomerUpdateRequest): StoredStatus {
  const out: StoredStatus = {};
  if (input.vat_registered !== undefined) out.vat_registered = input.vat_registered;
  if (input.cis_registered !== undefined) out.cis_registered = input.cis_registered;
  if (input.end_user_status !== undefined) out.end_user_status = input.end_user_status;
  return out;
}
