import type { PosInsertData, ProductView } from '@voltdesk/contracts';
import { Card } from './page';
import { ServiceGrid } from './service-grid';

export interface ServicesCardProps {
  /** `getposInsertData` as its query gives it. */
  formData: { data?: PosInsertData; isError: boolean; isLoading: boolean };
  inCart: ReadonlySet<string>;
  onAdd: (service: ProductView) => void;
  disabled?: boolean;
  className?: string;
}

/** The Services card of the POS form and the quote form: the grid, or why the services could not load. */
export function ServicesCard({ formData, inCart, onAdd, disabled, className }: ServicesCardProps) {
  return (
    <Card title="Services" className={className}>
      {formData.isError ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The services could not be loaded. Please try again.
        </div>
      ) : null}
      <ServiceGrid
        services={formData.data?.products ?? []}
        categories={formData.data?.categories ?? []}
        inCart={inCart}
        onAdd={onAdd}
        loading={formData.isLoading}
        disabled={disabled}
      />
    </Card>
  );
}
