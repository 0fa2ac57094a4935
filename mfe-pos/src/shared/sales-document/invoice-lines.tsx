import { qtyWithUnit, type OrderView } from '@voltdesk/contracts';
import { formatPounds } from '../money';
import { vatRateCell } from '../sale-vat';

/**
 * The document's lines: service, price, qty and total; on a VAT invoice each line's share of a discount,
 * its rate, net and VAT too, the prices said to include or exclude VAT.
 */
export function InvoiceLines({ order }: { order: OrderView }) {
  const { vat } = order;
  const lineDiscounts = Boolean(vat) && order.discount > 0;
  const priceTerms = vat ? (vat.prices_include_vat ? ' (inc. VAT)' : ' (ex. VAT)') : '';
  return (
    <table className="pos-invoice__items">
      <caption className="vd-visually-hidden">Items</caption>
      <thead>
        <tr>
          <th>SL</th>
          <th>Service</th>
          <th className="pos-invoice__num">Price{priceTerms}</th>
          <th className="pos-invoice__num">Qty</th>
          <th className="pos-invoice__num">Total{priceTerms}</th>
          {vat ? (
            <>
              {lineDiscounts ? <th className="pos-invoice__num">Discount</th> : null}
              <th className="pos-invoice__num">VAT rate</th>
              <th className="pos-invoice__num">Net</th>
              <th className="pos-invoice__num">VAT</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, i) => (
          <tr key={`${item.id}-${i}`}>
            <td>{i + 1}</td>
            <td>{item.name}</td>
            <td className="pos-invoice__num">{formatPounds(item.price)}</td>
            <td className="pos-invoice__num">{qtyWithUnit(item)}</td>
            <td className="pos-invoice__num">{formatPounds(item.total)}</td>
            {vat ? (
              <>
                {lineDiscounts ? (
                  <td className="pos-invoice__num">{formatPounds(item.line_discount ?? 0)}</td>
                ) : null}
                <td className="pos-invoice__num">{vatRateCell(item.vat_rate, item.vat_percent)}</td>
                <td className="pos-invoice__num">{formatPounds(item.net ?? 0)}</td>
                <td className="pos-invoice__num">{formatPounds(item.vat ?? 0)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
