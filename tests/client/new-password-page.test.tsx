import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NewPasswordPage } from '../../src/client/auth/NewPasswordPage.tsx';
import { LoginPage } from '../../src/client/auth/LoginPage.tsx';
import { session } from '../../src/client/state/session.ts';

const TOKEN = 'T'.repeat(43);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const location = memoryLocation({ path: `/auth/reset/${TOKEN}`, record: true });
  render(
    <Router hook={location.hook}>
      <NewPasswordPage token={TOKEN} />
    </Router>,
  );
  return location;
}

describe('the page behind a mailed reset link', () => {
  beforeEach(() => Object.assign(session, { auth: null, error: null, isLoggedOut: false, passwordChangedFor: null }));
  afterEach(() => vi.restoreAllMocks());

  it('checks the link with a POST and says when it is invalid or expired', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.', code: 'RESET_LINK_INVALID' }, 400),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.');
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute('href', '/auth/reset');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/gateway/api/auth/reset/check');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it('asks for the new password twice with the Dutch rules, then sends the user to the login with a notice', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ login: 'medewerker' }));
    const location = renderPage();
    expect(await screen.findByText('medewerker')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Nieuw wachtwoord'));
    await user.click(screen.getByLabelText('Herhaal wachtwoord'));
    await user.tab();
    expect(await screen.findAllByText('Dit veld is vereist')).toHaveLength(2);

    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'kort');
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Uw wachtwoord is te kort (minimaal 8 tekens)')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nieuw wachtwoord'), '-en-lang');
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), '-anders');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('De wachtwoorden zijn niet gelijk')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Herhaal wachtwoord'));
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'kort-en-lang');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/login'));
    const [url, init] = fetchMock.mock.calls[1];
    expect(String(url)).toBe('/gateway/api/auth/reset/password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'kort-en-lang' });
  });

  it('has the login page name the user and say the password was changed', () => {
    session.passwordChangedFor = 'medewerker';
    const location = memoryLocation({ path: '/auth/login' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LoginPage />
      </Router>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uw wachtwoord is gewijzigd. U kunt nu inloggen met het nieuwe wachtwoord.');
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveValue('medewerker');
    expect(screen.getByLabelText('Wachtwoord')).toHaveFocus();
  });
});
