// The frame of the login, sign-up and reset forms: a centred card with a title, the
// form and links under it.
import type { ReactNode } from 'react';

export function AuthCard({ title, intro, children, aside, wide = false }: { title: string; intro?: string; children: ReactNode; aside?: ReactNode; wide?: boolean }) {
  return (
    <div className={`container section auth${wide ? ' auth--wide' : ''}`}>
      <section className="card auth__card" aria-labelledby="auth-title">
        <h2 id="auth-title" className="auth__title">{title}</h2>
        {intro && <p className="auth__intro">{intro}</p>}
        {children}
      </section>
      {aside}
    </div>
  );
}
