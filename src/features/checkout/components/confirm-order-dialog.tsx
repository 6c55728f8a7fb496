// The confirmation of docs/rules.md R4 ('Do you really want place order?') as an
// accessible alert dialog, not window.confirm.
import { useEffect, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function ConfirmOrderDialog({ open, onConfirm, onCancel, busy }: { open: boolean; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  const t = useT();
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) yes.current?.focus();
  }, [open]);
  return (
    <ModalDialog
      open={open}
      alert
      onClose={onCancel}
      title={t('checkout.confirmTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>{t('checkout.confirmNo')}</button>
          <button type="button" ref={yes} className="btn btn--primary" onClick={onConfirm} disabled={busy}>{t('checkout.confirmYes')}</button>
        </>
      }
    >
      <p className="confirm-question">{t('msg.confirmOrder')}</p>
    </ModalDialog>
  );
}
