import { Link } from 'react-router-dom';
import { useCurrentUser } from '@voltdesk/app-core';
import { AREA_ROLES } from '@voltdesk/contracts';
import { Card } from '../../shared/page';

/**
 * The Setup page's VAT section: VAT registration, the VAT number and whether prices
 * include VAT are the invoicing's (svc-pos), edited on the POS's VAT Settings screen; this card is where
 * the owner setting up the business finds them (docs/decisions/0008-vat-settings-in-the-pos.md).
 * Shown only to a role that may open that screen (the shell lets the POS roles in, by the same
 * `AREA_ROLES.pos`): an editor would follow the link to "Not allowed". Nothing shows while the signed-in
 * admin's record (`admin/users`) loads.
 */
export function VatSettingsLink() {
  const role = useCurrentUser().data?.role;
  if (!role || !AREA_ROLES.pos.includes(role)) return null;
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
