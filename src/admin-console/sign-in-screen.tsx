// Sign-in for the owner and staff (POST /admin/api/auth/login): the token and who signed in
// are kept (session.ts) and every later request carries the token. A forgotten password is
// reset from here (reset-password.tsx).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ConsoleApiError, consoleWrite } from './console-api.ts';
import { errorText, FormProblem } from './console-error.tsx';
import type { LoginAnswer, LoginBody } from '../../contract/admin.ts';
import { ResetPassword } from './reset-password.tsx';
import { readDeviceToken, saveDeviceToken, saveSession } from './session.ts';
import { useConsoleT, type ConsoleT } from './use-console-t.ts';

function signInProblem(t: ConsoleT, error: unknown): string {
  if (error instanceof ConsoleApiError && error.status === 401) return t('signIn.wrong');
  if (error instanceof ConsoleApiError && error.status === 429) {
    const seconds = Number(error.retryAfter);
    return t('signIn.locked', { minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 });
  }
  return errorText(t, error);
}

export function SignInScreen({ expired, onSignedIn }: { expired: boolean; onSignedIn: () => void }) {
  const t = useConsoleT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [passwordReset, setPasswordReset] = useState(false);
  const signIn = useMutation({
    mutationFn: () => {
      const deviceToken = readDeviceToken();
      const body: LoginBody = { email: email.trim(), password, ...(deviceToken ? { deviceToken } : {}) };
      // A key per press, sent again with it if the answer is lost: one session (console-api.ts).
      return consoleWrite<LoginAnswer>('auth/login', body, { idempotencyKey: crypto.randomUUID(), resend: true });
    },
    onSuccess: (answer) => {
      if (answer.deviceToken) saveDeviceToken(answer.deviceToken);
      saveSession({ token: answer.token, staff: answer.staff });
      onSignedIn();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate();
  };
  const problem = missing ? t('signIn.required') : signIn.isError ? signInProblem(t, signIn.error) : expired && !passwordReset ? t('signIn.expired') : null;
  if (resetting) {
    return (
      <ResetPassword
        initialEmail={email}
        onBack={() => setResetting(false)}
        onDone={(to) => {
          setEmail(to);
          setPassword('');
          signIn.reset();
          setPasswordReset(true);
          setResetting(false);
        }}
      />
    );
  }
  return (
    <main className="c-signin" id="console-main">
      <form className="c-card c-signin__form" onSubmit={submit} noValidate aria-labelledby="signin-title">
        <p className="c-brand">Tohfa</p>
        <h1 id="signin-title">{t('signIn.title')}</h1>
        <p className="c-muted">{t('signIn.lead')}</p>
        <FormProblem text={problem} />
        {passwordReset && !problem && <p className="c-form-ok" role="status">{t('reset.done')}</p>}
        <label className="c-field">
          <span>{t('signIn.email')}</span>
          <input type="email" name="email" autoComplete="username" inputMode="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label className="c-field">
          <span>{t('signIn.password')}</span>
          <input type="password" name="password" autoComplete="current-password" dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <button type="submit" className="c-button c-button--primary c-button--block" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.busy') : t('signIn.submit')}
        </button>
        <button type="button" className="c-button c-button--quiet c-button--block c-signin__switch" onClick={() => setResetting(true)}>
          {t('reset.link')}
        </button>
      </form>
    </main>
  );
}
