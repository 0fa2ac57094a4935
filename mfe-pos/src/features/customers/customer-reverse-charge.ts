import type { RecordField } from '@voltdesk/app-core/ui';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const yesNo = (name: string, label: string): RecordField => ({
  name,
  label,
  kind: 'select',
  options: YES_NO,
  initial: 'no',
  format: (stored) => (stored === true ? 'yes' : 'no'),
  parse: (text) => text === 'yes',
});

/**
 * The customer's domestic reverse-charge fields in Update Customer: registered for VAT, registered for CIS,
 * and whether they are a contractor or have said they are an end user or an intermediary supplier (the
 * reverse charge applies to neither).
 */
export const reverseChargeFields: RecordField[] = [
  yesNo('vat_registered', 'VAT registered'),
  yesNo('cis_registered', 'CIS registered (contractor)'),
  {
    name: 'end_user_status',
    label: 'Reverse charge status',
    kind: 'select',
    initial: 'contractor',
    options: [
      { value: 'contractor', label: 'Contractor (reverse charge applies)' },
      { value: 'end_user', label: 'End user' },
      { value: 'intermediary', label: 'Intermediary supplier' },
    ],
    format: (stored) => (typeof stored === 'string' ? stored : 'contractor'),
  },
];
