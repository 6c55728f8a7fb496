// Sign-in: what the owner sees for missing fields, a wrong password and a locked account,
// and that a right one keeps the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setConsoleFetch } from './console-api.ts';
import { renderConsole } from './console-test-render.tsx';
import { readSession, saveSession } from './session.ts';
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
    setConsoleFetch(async (input, init) => {
      body = await new Request(input as RequestInfo, init).json();
      return json(200, { token: 'tok-1', staff });
    });
    const onSignedIn = vi.fn();
    renderConsole(<SignInScreen expired={false} onSignedIn={onSignedIn} />);
    fill(' owner@shop.example ', 'secret-123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(body).toEqual({ email: 'owner@shop.example', password: 'secret-123' });
    expect(readSession()).toEqual({ token: 'tok-1', staff });
  });
});
