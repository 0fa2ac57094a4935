import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import { SetupForm } from '../../shared/setup-form';
import { TITLE_AND_DESCRIPTION, TITLE_FIELD } from '../../shared/setup-fields';
import { VatSettingsLink } from './vat-settings-link';

/** Setup Page (spec section 2): one form per setup entry, each saved on its own. */
export default function SetupPage() {
  useDocumentTitle('Setup Page');
  return (
    <div className="cms-screen">
      <PageHeader title="Setup Page" />
      <div className="cms-grid">
        <SetupForm setupKey="websiteLogo" title="Website Logo" image="required" imageLabel="Logo" />
        <SetupForm
          setupKey="letBanner"
          title="Left Banner"
          image="optional"
          fields={[...TITLE_AND_DESCRIPTION, { name: 'link', label: 'Link', placeholder: '/services' }]}
        />
        <SetupForm
          setupKey="websiteData"
          title="Configuration"
          fields={[
            TITLE_FIELD,
            { name: 'phone', label: 'Phone' },
            { name: 'phone_two', label: 'Phone Two' },
            { name: 'email', label: 'Email', kind: 'email' },
            { name: 'address', label: 'Address' },
            { name: 'service_area', label: 'Service Area' },
            { name: 'google_map', label: 'Google Map', placeholder: 'https://www.google.com/maps/embed?...' },
          ]}
        />
        <SetupForm
          setupKey="socialLink"
          title="Social Link"
          fields={[
            { name: 'facebook', label: 'Facebook' },
            { name: 'instagram', label: 'Instagram' },
            { name: 'twitter', label: 'Twitter' },
            { name: 'youtube', label: 'Youtube' },
          ]}
        />
        <SetupForm
          setupKey="bankInfo"
          title="Account Info"
          fields={[
            { name: 'holder_name', label: 'Holder Name' },
            { name: 'ac_no', label: 'Account No' },
            { name: 'sort_code', label: 'Sort Code' },
            { name: 'bank_name', label: 'Bank Name' },
          ]}
        />
        <SetupForm setupKey="sliderImage" title="Slider Image" image="required" />
        <SetupForm setupKey="qrCode" title="QR Code" image="required" />
        <SetupForm
          setupKey="rightBanner"
          title="Right Banner"
          image="optional"
          fields={[
            { name: 'special_title', label: 'Special Title' },
            ...TITLE_AND_DESCRIPTION,
            { name: 'timeIconText', label: 'Time Icon Text' },
            { name: 'serviceIconText', label: 'Service Icon Text' },
            { name: 'batchIconText', label: 'Batch Icon Text' },
            { name: 'link', label: 'Link', placeholder: '/contact' },
          ]}
        />
        <SetupForm
          setupKey="contactData"
          title="Contact Background"
          image="optional"
          fields={[TITLE_FIELD]}
        />
        <SetupForm setupKey="newsLetter" title="News letter" fields={TITLE_AND_DESCRIPTION} />
        <SetupForm
          setupKey="unpiadInvoice"
          title="Set E-mail & Unpaid Time"
          fields={[
            { name: 'email', label: 'Receiving E-mail', kind: 'email' },
            { name: 'time', label: 'Time (minutes)', kind: 'number', placeholder: 'Example 10' },
            {
              name: 'customer_reminder_days',
              label: 'Remind customers (days after the due date)',
              kind: 'number',
              placeholder: 'Empty: no customer reminders',
            },
          ]}
        />
        <VatSettingsLink />
      </div>
    </div>
  );
}
