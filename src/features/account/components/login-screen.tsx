// Login (docs/rules.md R2): email and password (not prefilled, docs/rules.md R10.7), links to
// reset-password and signup. Success: 'Login successfully!' and /{lang}/; a wrong
// password: 'Incorrect email or password!'; an exception resets the stored user.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LOGIN_FIELDS } from '../../../../contract/form-fields.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { clearSession } from '../../../lib/session.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { toastFailure, toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useLogIn } from '../account-api.ts';
import { AuthCard } from './auth-card.tsx';
import '../account.css';

function Login() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  // Sent by checkout: back there after the login (and through sign-up), not home.
  const { next } = useSearch({ from: '/$lang/login' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogIn(lang);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = formError(LOGIN_FIELDS, { Email: email, Password: password });
    if (error) return toastFieldError(intl, error);
    login.mutate({ email, password }, {
      onSuccess: () => {
        toastSuccess(intl, 'msg.loginSuccess');
        void navigate(next === 'checkout' ? { to: '/$lang/checkout', params: { lang } } : { to: '/$lang', params: { lang } });
      },
      onError: (err) => {
        const failure = failureOf(err);
        if (failure.code === 'INVALID_LOGIN') return notify({ variant: 'error', message: t('msg.incorrectLogin') });
        if (failure.code === 'SERVER_ERROR') clearSession(); // docs/rules.md R8: an exception resets the stored user
        toastFailure(intl, failure);
      },
    });
  };

  return (
    <>
      <PageTitleBar title={t('lbl_login_title')} />
      <AuthCard
        title={t('account.loginHeading')}
        intro={t('account.loginIntro')}
        aside={
          <div className="promo">
            <p>{t('account.newHere')}</p>
            <Link to="/$lang/signup" params={{ lang }} search={next ? { next } : {}} className="btn btn--primary">{t('lbl_login_create_account')}</Link>
          </div>
        }
      >
        <form className="form" onSubmit={submit} noValidate>
          <TextField label={t('account.email')} type="email" autoComplete="email" value={email} onValue={setEmail} required requiredMark="*" />
          <TextField label={t('account.password')} type="password" autoComplete="current-password" value={password} onValue={setPassword} required requiredMark="*" />
          <button type="submit" className="btn btn--primary auth__submit" disabled={login.isPending}>{t('lbl_login_button')}</button>
        </form>
        <div className="auth__links">
          <Link to="/$lang/reset-password" params={{ lang }}>{t('lbl_login_forgot_password')}</Link>
          <Link to="/$lang/signup" params={{ lang }} search={next ? { next } : {}}>{t('lbl_login_create_account')}</Link>
        </div>
      </AuthCard>
    </>
  );
}

export function LoginScreen() {
  return <LabelScope entity={LABEL_ENTITY.Login}><Login /></LabelScope>;
}
