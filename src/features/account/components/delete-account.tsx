// Deleting the account from the profile: what happens said plainly first, then a
// confirmation dialog asking for the password. The orders stay as the shop's records
// without the person (docs/decisions/0006-account-deletion.md).
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { DELETE_ACCOUNT_FIELDS } from '../../../../contract/form-fields.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { clearSession, type SessionUser } from '../../../lib/session.ts';
import { notify } from '../../../lib/notify.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { toastFailure, toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDeleteAccount } from '../account-api.ts';

export function DeleteAccount({ user }: { user: SessionUser }) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount(lang);

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const error = formError(DELETE_ACCOUNT_FIELDS, { Password: password });
    if (error) return toastFieldError(intl, error);
    let r;
    try {
      r = await remove.mutateAsync({ userId: user.UserID, password });
    } catch (err) {
      const failure = failureOf(err);
      if (failure.code === 'WRONG_PASSWORD' || failure.code === 'OPEN_ORDERS') return notify({ variant: 'error', message: t(`error.${failure.code}`) });
      return toastFailure(intl, failure);
    }
    if (r.kind !== 'ok') return;
    setOpen(false);
    clearSession();
    const { cartStore } = await import('../../../cart-and-wishlist/cart-store.ts');
    cartStore.resetAll();
    await cartStore.flush();
    toastSuccess(intl, 'account.deleted');
    void navigate({ to: '/$lang', params: { lang }, replace: true });
  };

  return (
    <section className="card delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('account.deleteTitle')}</h2>
      <p>{t('account.deleteExplain')}</p>
      <button type="button" className="btn btn--danger" onClick={() => { setPassword(''); setOpen(true); }}>{t('account.deleteButton')}</button>
      <ModalDialog open={open} alert title={t('account.deleteConfirmTitle')} onClose={() => setOpen(false)} closeLabel={t('detail.close')}>
        {/* Only while open: the password typed is gone once the dialog closes. */}
        {open && <form className="form" onSubmit={(e) => void confirm(e)} noValidate>
          <p>{t('account.deleteConfirmText')}</p>
          <TextField label={t('account.password')} type="password" autoComplete="current-password" value={password} onValue={setPassword} required />
          <div className="delete-account__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>{t('account.deleteKeep')}</button>
            <button type="submit" className="btn btn--danger" disabled={remove.isPending}>{t('account.deleteConfirm')}</button>
          </div>
        </form>}
      </ModalDialog>
    </section>
  );
}
