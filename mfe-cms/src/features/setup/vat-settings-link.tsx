import { Link } from 'react-router-dom';
import { Card } from '../../shared/page';

/**
 * The Setup page's VAT section (issue 16 item 3): VAT registration, the VAT number and whether prices
 * include VAT are the invoicing's (svc-pos), edited on the POS's VAT Settings screen; this card is where
 * the owner setting up the business finds them (docs/decisions/0008-vat-settings-in-the-pos.md).
 */
export function VatSettingsLink() {
  return (
    <Card title="VAT">
      <p>
        VAT registration, the VAT number printed on invoices and whether your prices include VAT are set with
        the invoicing.
      </p>
      <Link className="vd-btn" to="../vatsettings">
        VAT settings
      </Link>
    </Card>
  );
}
