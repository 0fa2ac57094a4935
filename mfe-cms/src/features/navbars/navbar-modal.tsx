import type { NavbarView } from '@voltdesk/contracts';
import { RecordModal, type RecordField } from '@voltdesk/app-core/ui';
import { useNavbarSave } from './navbars-api';

const flag = (v: string): 0 | 1 => (v === '1' ? 1 : 0);
const show = (name: string, label: string, what: string, initial: string): RecordField => ({
  name,
  label,
  kind: 'select',
  options: [
    { value: '0', label: 'None' },
    { value: '1', label: `${what} Show` },
  ],
  initial,
  parse: flag,
});

interface Props {
  navbar?: NavbarView | undefined;
  /** Parent choices: the items whose parentid is 0 (spec section 2). */
  parents: readonly NavbarView[];
  onClose: () => void;
}

/**
 * Navbar add (no `navbar`) or update modal: name, parent (or top level), link, priority and the three
 * show flags; update adds status. Insert defaults: nav_active 1, the others 0 (spec section 5).
 */
export function NavbarModal({ navbar, parents, onClose }: Props) {
  const saving = useNavbarSave();
  const fields: RecordField[] = [
    { name: 'name', label: 'Name' },
    {
      name: 'parentid',
      label: 'Parent',
      kind: 'select',
      initial: '0',
      options: [
        { value: '0', label: 'Select (top level)' },
        ...parents.filter((p) => p.id !== navbar?.id).map((p) => ({ value: p.id, label: p.name })),
      ],
      parse: (v) => (v === '0' ? 0 : v),
    },
    { name: 'link', label: 'Link', placeholder: '/services' },
    { name: 'priority', label: 'Priority', kind: 'number' },
    show('nav_active', 'Navbar', 'Navbar', '1'),
    show('useful_active', 'Useful', 'Useful', '0'),
    show('quick_active', 'Quick', 'Quick', '0'),
  ];
  return (
    <RecordModal
      noun="Navbar"
      fields={fields}
      record={navbar}
      onClose={onClose}
      formClassName="vd-record-form--columns"
      {...saving}
    />
  );
}
