import type { SetupFormProps } from '../../shared/setup-form';
import { TITLE_AND_DESCRIPTION, TITLE_FIELD } from '../../shared/setup-fields';

/** The Setup Page's forms, in the order it shows them: one per setup entry, each with its fields. */
export const SETUP_ENTRIES: readonly SetupFormProps[] = [
  { setupKey: 'websiteLogo', title: 'Website Logo', image: 'required', imageLabel: 'Logo' },
  {
    setupKey: 'letBanner',
    title: 'Left Banner',
    image: 'optional',
    fields: [...TITLE_AND_DESCRIPTION, { name: 'link', label: 'Link', placeholder: '/services' }],
  },
  {
    setupKey: 'websiteData',
    title: 'Configuration',
    fields: [
      TITLE_FIELD,
      { name: 'phone', label: 'Phone' },
      { name: 'phone_two', label: 'Phone Two' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'address', label: 'Address' },
      { name: 'service_area', label: 'Service Area' },
      { name: 'google_map', label: 'Google Map', placeholder: 'https://www.google.com/maps/embed?...' },
    ],
  },
  {
    setupKey: 'socialLink',
    title: 'Social Link',
    fields: [
      { name: 'facebook', label: 'Facebook' },
      { name: 'instagram', label: 'Instagram' },
      { name: 'twitter', label: 'Twitter' },
      { name: 'youtube', label: 'Youtube' },
    ],
  },
  {
    setupKey: 'bankInfo',
    title: 'Account Info',
    fields: [
      { name: 'holder_name', label: 'Holder Name' },
      { name: 'ac_no', label: 'Account No' },
      { name: 'sort_code', label: 'Sort Code' },
      { name: 'bank_name', label: 'Bank Name' },
    ],
  },
  { setupKey: 'sliderImage', title: 'Slider Image', image: 'required' },
  { setupKey: 'qrCode', title: 'QR Code', image: 'required' },
  {
    setupKey: 'rightBanner',
    title: 'Right Banner',
    image: 'optional',
    fields: [
      { name: 'special_title', label: 'Special Title' },
      ...TITLE_AND_DESCRIPTION,
      { name: 'timeIconText', label: 'Time Icon Text' },
      { name: 'serviceIconText', label: 'Service Icon Text' },
      { name: 'batchIconText', label: 'Batch Icon Text' },
      { name: 'link', label: 'Link', placeholder: '/contact' },
    ],
  },
  { setupKey: 'contactData', title: 'Contact Background', image: 'optional', fields: [TITLE_FIELD] },
  { setupKey: 'newsLetter', title: 'News letter', fields: TITLE_AND_DESCRIPTION },
  {
    setupKey: 'unpiadInvoice',
    title: 'Set E-mail & Unpaid Time',
    fields: [
      { name: 'email', label: 'Receiving E-mail', kind: 'email' },
      { name: 'time', label: 'Time (minutes)', kind: 'number', placeholder: 'Example 10' },
      {
        name: 'customer_reminder_days',
        label: 'Remind customers (days after the due date)',
        kind: 'number',
        placeholder: 'Empty: no customer reminders',
      },
    ],
  },
];
