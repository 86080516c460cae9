import type { ReactNode } from 'react';
import './auth.css';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <section className="auth__card" aria-labelledby="auth-title">
        <p className="auth__brand">Werkplaats</p>
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
