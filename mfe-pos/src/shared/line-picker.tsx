import { VAT_PERCENT, VAT_RATES, type MaterialView, type VatRate } from '@voltdesk/contracts';
import { useId, useState, type ReactNode } from 'react';
import { penceToInput, poundsToPence } from './money';
import { Card } from './page';
import { nextLineKey } from './sale-form';
import type { RatedLine } from './sale-vat';

type Mode = 'text' | 'material';
interface TextLine {
  name: string;
  unit: string;
  price: string;
  cost: string;
  rate: VatRate;
}

const rateLabel = (rate: VatRate) => (rate === 'exempt' ? 'Exempt' : `${rate} (${VAT_PERCENT[rate]}%)`);

/** A material put on the form: its price, unit, cost and rate from the list, qty 1, materials for CIS. */
export const lineOfMaterial = (m: MaterialView): RatedLine => ({
  id: m.id,
  key: nextLineKey(),
  kind: 'material',
  name: m.name,
  unit: m.unit,
  price: penceToInput(poundsToPence(m.price)),
  qty: '1',
  unit_cost: penceToInput(poundsToPence(m.cost_price)),
  cis_part: 'materials',
  rate: m.vat_rate,
});

/**
 * The other lines of a sale beside the catalogue's services (the Services card): a free-text line
 * (description, unit, price, VAT rate, optional cost) or a material from the materials list. The line goes
 * into the cart, where its price and qty stay editable and the contract's rules check it like any other.
 */
export function LinePicker({
  materials,
  onAdd,
  disabled = false,
}: {
  /** The materials list (`getMaterials`); only active materials are offered. */
  materials: readonly MaterialView[];
  onAdd: (line: RatedLine) => void;
  disabled?: boolean;
}) {
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState<TextLine>({ name: '', unit: '', price: '', cost: '', rate: 'standard' });
  const [materialId, setMaterialId] = useState('');
  const active = materials.filter((m) => m.status === 1);

  const addText = () => {
    if (!text.name.trim()) return;
    onAdd({
      id: '',
      key: nextLineKey(),
      kind: 'text',
      name: text.name.trim(),
      unit: text.unit.trim() || undefined,
      price: text.price.trim(),
      qty: '1',
      ...(text.cost.trim() ? { unit_cost: text.cost.trim() } : {}),
      vat_rate: text.rate,
      rate: text.rate,
      cis_part: 'labour',
    });
    setText({ name: '', unit: '', price: '', cost: '', rate: text.rate });
  };
  const addMaterial = () => {
    const m = active.find((x) => x.id === materialId);
    if (m) onAdd(lineOfMaterial(m));
  };

  return (
    <Card title="Other lines">
      <fieldset className="pos-line-picker" disabled={disabled}>
        <legend className="vd-visually-hidden">Kind of line</legend>
        <label>
          <input type="radio" name="line-kind" checked={mode === 'text'} onChange={() => setMode('text')} />{' '}
          Free text
        </label>{' '}
        <label>
          <input
            type="radio"
            name="line-kind"
            checked={mode === 'material'}
            onChange={() => setMode('material')}
          />{' '}
          Material
        </label>
        {mode === 'text' ? (
          <TextLineFields text={text} setText={setText} onAdd={addText} />
        ) : (
          <MaterialFields
            active={active}
            materialId={materialId}
            setMaterialId={setMaterialId}
            onAdd={addMaterial}
          />
        )}
      </fieldset>
    </Card>
  );
}

/** A free-text line's boxes: description, unit, price, cost (optional) and VAT rate. */
function TextLineFields({
  text,
  setText,
  onAdd,
}: {
  text: TextLine;
  setText: (t: TextLine) => void;
  onAdd: () => void;
}) {
  return (
    <div className="pos-line-picker__fields">
      <PickerField label="Description">
        {(id) => (
          <input
            id={id}
            className="vd-input"
            maxLength={150}
            value={text.name}
            onChange={(e) => setText({ ...text, name: e.target.value })}
          />
        )}
      </PickerField>
      <PickerField label="Unit">
        {(id) => (
          <input
            id={id}
            className="vd-input"
            placeholder="hour, m, each"
            maxLength={20}
            value={text.unit}
            onChange={(e) => setText({ ...text, unit: e.target.value })}
          />
        )}
      </PickerField>
      <PickerField label="Line price">
        {(id) => (
          <input
            id={id}
            className="vd-input"
            placeholder="£"
            inputMode="decimal"
            value={text.price}
            onChange={(e) => setText({ ...text, price: e.target.value })}
          />
        )}
      </PickerField>
      <PickerField label="Cost per unit">
        {(id) => (
          <input
            id={id}
            className="vd-input"
            placeholder="£, optional"
            inputMode="decimal"
            value={text.cost}
            onChange={(e) => setText({ ...text, cost: e.target.value })}
          />
        )}
      </PickerField>
      <PickerField label="VAT rate">
        {(id) => (
          <select
            id={id}
            className="vd-input"
            value={text.rate}
            onChange={(e) => setText({ ...text, rate: e.target.value as VatRate })}
          >
            {VAT_RATES.map((r) => (
              <option key={r} value={r}>
                {rateLabel(r)}
              </option>
            ))}
          </select>
        )}
      </PickerField>
      <button type="button" className="vd-btn" onClick={onAdd} disabled={!text.name.trim()}>
        Add line
      </button>
    </div>
  );
}

/** A box of the free-text line with its label shown above it, as every other box of the form has. */
function PickerField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="pos-line-picker__field">
      <label className="vd-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The materials list to pick from. */
function MaterialFields({
  active,
  materialId,
  setMaterialId,
  onAdd,
}: {
  active: readonly MaterialView[];
  materialId: string;
  setMaterialId: (id: string) => void;
  onAdd: () => void;
}) {
  return (
    <div className="pos-line-picker__fields">
      <select
        className="vd-input"
        aria-label="Material"
        value={materialId}
        onChange={(e) => setMaterialId(e.target.value)}
      >
        <option value="">Choose a material</option>
        {active.map((m) => (
          <option key={m.id} value={m.id}>
            {`${m.name} (£${m.price.toFixed(2)} per ${m.unit})`}
          </option>
        ))}
      </select>
      <button type="button" className="vd-btn" onClick={onAdd} disabled={!materialId}>
        Add material
      </button>
    </div>
  );
}
