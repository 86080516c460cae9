import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LoginPage } from '../../src/client/auth/LoginPage.tsx';
import { ResetPage } from '../../src/client/auth/ResetPage.tsx';
import { session } from '../../src/client/state/session.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string, page: 'login' | 'reset' = 'login') {
  const location = memoryLocation({ path, record: true });
  render(<Router hook={location.hook} searchHook={location.searchHook}>{page === 'login' ? <LoginPage /> : <ResetPage />}</Router>);
  return location;
}

describe('login page', () => {
  beforeEach(() => Object.assign(session, { auth: null, error: null, isLoggedOut: false, isReset: false, expired: false, pending: false }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the validation texts of spec §5 once a field was touched', async () => {
    const user = userEvent.setup();
    renderAt('/auth/login');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByLabelText('Gebruikersnaam'));
    await user.click(screen.getByLabelText('Wachtwoord'));
    expect(await screen.findByText('Dit veld is vereist')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'abc');
    await user.type(screen.getByLabelText('Wachtwoord'), 'abc');
    await user.tab();
    expect(await screen.findByText('Uw gebruikersnaam is te kort')).toBeInTheDocument();
    expect(screen.getByText('Uw wachtwoord is te kort')).toBeInTheDocument();
  });

  it('posts the form, stores the session and returns to the page first asked for', async () => {
    const user = userEvent.setup();
    const record = { token: 't'.repeat(43), url: '/order/t[unprocessed]', user: { name: 'medewerker', isAdministrator: false }, created: 1, expires: 4102444800 };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/auth/login') ? json(record) : json([]),
    );
    const location = renderAt('/auth/login?next=%2Forder%2Ft%5Bprocessed%5D%2F10000001');
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'medewerker');
    await user.type(screen.getByLabelText('Wachtwoord'), 'welkom01');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/order/t[processed]/10000001'));
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe('login=medewerker&password=welkom01&stayLoggedIn=false');
    expect(JSON.parse(localStorage.getItem('werkplaats.auth')!).token).toBe(record.token);
  });

  it("shows the server's message when the login is refused, and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'Gebruikersnaam of wachtwoord is onjuist', code: 'WRONG_CREDENTIALS' }, 401));
    renderAt('/auth/login');
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'medewerker');
    await user.type(screen.getByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruikersnaam of wachtwoord is onjuist');
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveValue('medewerker');
  });

  it("says 'Uw sessie is verlopen' after an expired session", () => {
    session.expired = true;
    renderAt('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent('Uw sessie is verlopen');
  });

  it('sends a reset request and shows the success text', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: true }));
    renderAt('/auth/reset', 'reset');
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'medewerker');
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(await screen.findByText('Één mail met verdere instructies is verstuurd.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ login: 'medewerker' });
  });
});
