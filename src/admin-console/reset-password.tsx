// A forgotten password, from the sign-in, as shoppers reset theirs (docs/decisions/0004-device-
// cookies-and-reset-codes.md): a code mailed to the staff email (POST auth/reset-code, the same
// answer whether or not the email has an account), then the code and a new password (POST
// auth/reset-password, which ends every session of the account). Then back to signing in.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ConsoleApiError, consoleWrite } from './console-api.ts';
import { errorText, FormProblem } from './console-error.tsx';
import type { ResetPasswordBody } from '../../contract/admin.ts';
import { PASSWORD_LENGTH } from '../../contract/form-fields.ts';
import { saveDeviceToken } from './session.ts';
import { useConsoleT, type ConsoleT } from './use-console-t.ts';

function resetProblem(t: ConsoleT, error: unknown): string {
  if (error instanceof ConsoleApiError) {
    if (error.code === 'OTP_INVALID') return t('reset.invalid');
    if (error.code === 'OTP_EXPIRED') return t('reset.expired');
    if (error.code === 'OTP_TOO_MANY_TRIES') return t('reset.tooMany');
    if (error.status === 429) {
      const seconds = Number(error.retryAfter);
      return t('signIn.locked', { minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 });
    }
  }
  return errorText(t, error);
}

export function ResetPassword({ initialEmail, onDone, onBack }: { initialEmail: string; onDone: (email: string) => void; onBack: () => void }) {
  const t = useConsoleT();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (to: string) => consoleWrite('auth/reset-code', { email: to }),
    onSuccess: (_answer, to) => setSentTo(to),
  });
  const reset = useMutation({
    mutationFn: (body: ResetPasswordBody) => consoleWrite<{ ok: true; deviceToken?: string }>('auth/reset-password', body),
    onSuccess: (answer, body) => {
      if (answer.deviceToken) saveDeviceToken(answer.deviceToken);
      onDone(body.email);
    },
  });

  const askForCode = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setMissing(t('reset.emailRequired'));
      return;
    }
    setMissing(null);
    send.mutate(email.trim());
  };
  const setNew = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || password.length < PASSWORD_LENGTH.min) {
      setMissing(t('reset.required'));
      return;
    }
    setMissing(null);
    reset.mutate({ email: sentTo!, code: code.trim(), password });
  };
  const failed = sentTo ? reset : send;
  const problem = missing ?? (failed.isError ? resetProblem(t, failed.error) : null);

  return (
    <main className="c-signin" id="console-main">
      <form className="c-card c-signin__form" onSubmit={sentTo ? setNew : askForCode} noValidate aria-labelledby="reset-title">
        <p className="c-brand">Tohfa</p>
        <h1 id="reset-title">{t('reset.title')}</h1>
        <p className="c-muted">{sentTo ? t('reset.sent', { email: sentTo }) : t('reset.lead')}</p>
        <FormProblem text={problem} />
        {sentTo ? (
          <>
            <label className="c-field">
              <span>{t('reset.code')}</span>
              <input name="code" autoComplete="one-time-code" inputMode="numeric" dir="ltr" value={code} onChange={(e) => setCode(e.target.value)} maxLength={15} required />
            </label>
            <label className="c-field">
              <span>{t('reset.newPassword')}</span>
              <input type="password" name="new-password" autoComplete="new-password" dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} required />
            </label>
            <button type="submit" className="c-button c-button--primary c-button--block" disabled={reset.isPending}>
              {reset.isPending ? t('reset.busy') : t('reset.submit')}
            </button>
          </>
        ) : (
          <>
            <label className="c-field">
              <span>{t('signIn.email')}</span>
              <input type="email" name="email" autoComplete="username" inputMode="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} required />
            </label>
            <button type="submit" className="c-button c-button--primary c-button--block" disabled={send.isPending}>
              {send.isPending ? t('reset.sending') : t('reset.send')}
            </button>
          </>
        )}
        <button type="button" className="c-button c-button--quiet c-button--block c-signin__switch" onClick={onBack}>
          {t('reset.back')}
        </button>
      </form>
    </main>
  );
}
