// Sign-in: what the owner sees for missing fields, a wrong password and a locked account,
// that a right one keeps the session, and a forgotten password reset with a mailed code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setConsoleFetch } from './console-api.ts';
import { renderConsole } from './console-test-render.tsx';
import { readDeviceToken, readSession, saveSession } from './session.ts';
import { SignInScreen } from './sign-in-screen.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
  saveSession(null);
});
afterEach(() => {
  cleanup();
  setConsoleFetch(undefined);
});

describe('the console sign-in', () => {
  it('asks for both fields before sending anything', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    setConsoleFetch(fetch);
    renderConsole(<SignInScreen expired={false} onSignedIn={() => undefined} />);
    fill('owner@shop.example', '');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter your email and password.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the email or password is not right on a 401, and keeps no session', async () => {
    setConsoleFetch(async () => json(401, { statusCode: 401, errorCode: 'UNAUTHORIZED', errorMessage: 'Wrong' }));
    renderConsole(<SignInScreen expired={false} onSignedIn={() => undefined} />);
    fill('owner@shop.example', 'nope-nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is not right.');
    expect(readSession()).toBeNull();
  });

  it('says how long to wait when the account is locked (429 with Retry-After), in Arabic too', async () => {
    setConsoleFetch(async () => json(429, { statusCode: 429, errorCode: 'TOO_MANY_REQUESTS', errorMessage: 'Too many' }, { 'Retry-After': '600' }));
    renderConsole(<SignInScreen expired={false} onSignedIn={() => undefined} />, 'ar');
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'owner@shop.example' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByRole('alert')).textContent).toBe('محاولات كثيرة. حاول مجددًا بعد 10 دقائق.');
  });

  it('keeps the token and who signed in, then moves on', async () => {
    const staff = { id: 1, email: 'owner@shop.example', name: 'Amina', role: 'owner' };
    let body: unknown;
    let key: string | null = null;
    setConsoleFetch(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      key = req.headers.get('Idempotency-Key');
      body = await req.json();
      return json(200, { token: 'tok-1', staff });
    });
    const onSignedIn = vi.fn();
    renderConsole(<SignInScreen expired={false} onSignedIn={onSignedIn} />);
    fill(' owner@shop.example ', 'secret-123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(body).toEqual({ email: 'owner@shop.example', password: 'secret-123' });
    // Sent once: a key of its own, with which a lost answer is asked again (console-api.ts).
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readSession()).toEqual({ token: 'tok-1', staff });
  });

  it('resets a forgotten password with the mailed code, says a wrong code, then asks to sign in with the new one', async () => {
    const sent: Array<[string, unknown]> = [];
    const answers = [json(200, { ok: true }), json(400, { statusCode: 400, errorCode: 'OTP_INVALID', errorMessage: 'Invalid OTP.' }), json(200, { ok: true, deviceToken: 'dev-2' })];
    setConsoleFetch(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      sent.push([new URL(req.url).pathname, await req.json()]);
      return answers.shift()!;
    });
    renderConsole(<SignInScreen expired={false} onSignedIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sana@shop.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await screen.findByText('If sana@shop.example has a console account, a code is on its way to it.');
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the code and a password of 6 characters or more.');
    fireEvent.change(screen.getByLabelText('New password (6 characters or more)'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The code is not right.'));
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Password changed. Sign in with your new password.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to the console');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sana@shop.example');
    expect(readDeviceToken()).toBe('dev-2');
    expect(sent).toEqual([
      ['/admin/api/auth/reset-code', { email: 'sana@shop.example' }],
      ['/admin/api/auth/reset-password', { email: 'sana@shop.example', code: '123456', password: 'new-secret-1' }],
      ['/admin/api/auth/reset-password', { email: 'sana@shop.example', code: '123456', password: 'new-secret-1' }],
    ]);
  });
});
