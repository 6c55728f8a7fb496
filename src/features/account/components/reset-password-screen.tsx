// Reset Password (docs/rules.md R2, R4, R5): step 1 sends an OTP to the email; step 2 takes
// the OTP, the new password and its confirmation, with a login link and a sign-up promo.
// OTP and reset failures show the server's errorMessage (docs/rules.md R8).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { RESET_EMAIL_FIELDS, RESET_PASSWORD_FIELDS } from '../../../../contract/form-fields.ts';
import { checkPasswordsMatch } from '../../../../contract/validation.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import type { ApiFailure } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { failureMessage } from '../../../i18n/failure-message.ts';
import { toastFieldError, toastSuccess } from '../../../i18n/toast-messages.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useChangePassword, useSendOtp } from '../account-api.ts';
import { AuthCard } from './auth-card.tsx';
import '../account.css';

/** The server's errorMessage in English; in Arabic its translation by code when there is one. */
function useOtpFailureToast() {
  const intl = useIntl();
  return (f: ApiFailure) => {
    const english = intl.locale.startsWith('en');
    const message = english && f.message && f.code !== 'NETWORK' ? f.message : failureMessage(intl, f);
    notify({ variant: 'error', message });
  };
}

function Reset() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const toastOtpFailure = useOtpFailureToast();
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const sendOtp = useSendOtp(lang);
  const changePassword = useChangePassword(lang);
  const busy = sendOtp.isPending || changePassword.isPending;

  const requestOtp = (e: FormEvent) => {
    e.preventDefault();
    const error = formError(RESET_EMAIL_FIELDS, { Email: email });
    if (error) return toastFieldError(intl, error);
    sendOtp.mutate(email, {
      onSuccess: (r) => {
        if (r.kind !== 'ok') return;
        toastSuccess(intl, 'msg.otpSent');
        setStep('otp');
      },
      onError: (err) => toastOtpFailure(failureOf(err)),
    });
  };

  const reset = (e: FormEvent) => {
    e.preventDefault();
    const fields = { Email: email, Otp: otp, Password: password, ConfirmPassword: confirm };
    const error = formError(RESET_PASSWORD_FIELDS, fields) ?? checkPasswordsMatch(password, confirm);
    if (error) return toastFieldError(intl, error);
    changePassword.mutate(fields, {
      onSuccess: (r) => {
        if (r.kind !== 'ok') return;
        toastSuccess(intl, 'msg.passwordChanged');
        void navigate({ to: '/$lang/login', params: { lang } });
      },
      onError: (err) => toastOtpFailure(failureOf(err)),
    });
  };

  const promo = (
    <div className="promo">
      <p>{t('account.newHere')}</p>
      <Link to="/$lang/signup" params={{ lang }} className="btn btn--primary">{t('lbl_login_create_account')}</Link>
    </div>
  );

  return (
    <>
      <PageTitleBar title={t('lbl_reset_title')} />
      {step === 'email' ? (
        <AuthCard title={t('account.resetHeading')} intro={t('account.resetIntro')}>
          <form className="form" onSubmit={requestOtp} noValidate>
            <TextField label={t('account.email')} type="email" autoComplete="email" value={email} onValue={setEmail} required requiredMark="*" />
            <button type="submit" className="btn btn--primary auth__submit" disabled={busy}>{t('lbl_reset_send_otp')}</button>
          </form>
          <div className="auth__links">
            <Link to="/$lang/login" params={{ lang }}>{t('account.backToLogin')}</Link>
          </div>
        </AuthCard>
      ) : (
        <AuthCard title={t('lbl_reset_change_password')} intro={t('account.otpIntro', { email })} aside={promo}>
          <form className="form" onSubmit={reset} noValidate>
            <TextField label={t('account.email')} type="email" value={email} onValue={setEmail} readOnly />
            <TextField label={t('account.otp')} inputMode="numeric" autoComplete="one-time-code" value={otp} onValue={setOtp} required requiredMark="*" />
            <TextField label={t('account.newPassword')} type="password" autoComplete="new-password" value={password} onValue={setPassword} required requiredMark="*"
              hint={t('account.passwordHint')} />
            <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onValue={setConfirm} required requiredMark="*" />
            <button type="submit" className="btn btn--primary auth__submit" disabled={busy}>{t('lbl_reset_change_password')}</button>
          </form>
          <div className="auth__links">
            <span>{t('account.rememberPassword')} <Link to="/$lang/login" params={{ lang }}>{t('lbl_login_title')}</Link></span>
            <button type="button" className="link-button" onClick={() => setStep('email')}>{t('account.resendOtp')}</button>
          </div>
        </AuthCard>
      )}
    </>
  );
}

export function ResetPasswordScreen() {
  return <LabelScope entity={LABEL_ENTITY.ResetPassword}><Reset /></LabelScope>;
}
