// The cart's variants viewer (docs/rules.md R2, Cart): a button opening a popup that lists
// each selected attribute's display name and value.
import { useState } from 'react';
import type { SelectedAttributeDisplay } from '../../../cart-and-wishlist/shopping-items.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function VariantsViewer({ productName, attributes }: { productName: string; attributes: readonly SelectedAttributeDisplay[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (attributes.length === 0) return null;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('cart.viewVariants', { count: attributes.length })}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t('cart.variantsTitle', { name: productName })} closeLabel={t('common.close')}>
        <dl className="facts">
          {attributes.map((a) => (
            <div key={`${a.AttributeDisplayName}:${a.PrimaryKeyDisplayValue}`} className="facts__row">
              <dt>{a.AttributeDisplayName}</dt>
              <dd>{a.PrimaryKeyDisplayValue}</dd>
            </div>
          ))}
        </dl>
      </ModalDialog>
    </>
  );
}
