import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminShell } from '../../src/client/admin/AdminShell.tsx';
import { TagsPage } from '../../src/client/admin/tags/TagsPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import { session } from '../../src/client/state/session.ts';
import type { Tag } from '../../src/shared/schema/tag.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';

const problem: Tag = { id: 23279793, title: 'Probleem', count: 0 };
const later: Tag = { id: 501, title: 'Later bezorgen', count: 3 };
const empty: Tag = { id: 502, title: 'Oud', count: 0 };

/** A server holding these folders: it lists them, adds one and deletes one, unless `refuse` answers first. */
function mockTagServer(tags: Tag[], refuse?: (request: SentRequest) => Response | undefined) {
  return mockApi((request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    if (request.method === 'GET') return json(tags);
    if (request.method === 'POST') return json({ id: 600, title: (request.body as { title: string }).title, count: 0 }, 201);
    return json({ success: true });
  });
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const input = () => screen.getByRole('textbox', { name: 'Naam van de map' });

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
});

describe("the 'Mappen beheren' page", () => {
  it('lists every folder with its count after the loading text, with a delete cross only on an empty, deletable one', async () => {
    mockTagServer([later, empty, problem]);
    render(<TagsPage />);
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Later bezorgen' })).toBeInTheDocument();
    expect(within(rowOf('Later bezorgen')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rowOf('Later bezorgen')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Probleem')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Oud')).getByRole('button', { name: 'Map Oud verwijderen' })).toBeEnabled();
  });

  it("says 'Geen gegevens om weer te geven' without folders, and the server's message when the list fails", async () => {
    mockTagServer([]);
    const { unmount } = render(<TagsPage />);
    expect(await screen.findByText('Geen gegevens om weer te geven')).toBeInTheDocument();
    unmount();

    mockTagServer([], () => json({ message: 'De server is even druk. Probeer het over enkele seconden opnieuw.' }, 503));
    render(<TagsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden De server is even druk.');
  });

  it('adds a folder with Enter: it is sent trimmed, listed in title order and the input empties', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { sent } = mockTagServer([later, problem]);
    render(<TagsPage />);
    await screen.findByRole('rowheader', { name: 'Probleem' });
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();

    await user.type(input(), '  Ophalen in winkel {Enter}');

    expect(await screen.findByRole('rowheader', { name: 'Ophalen in winkel' })).toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', url: '/gateway/api/workbench/tag', body: { title: 'Ophalen in winkel' } },
    ]);
    expect(titles()).toEqual(['Later bezorgen', 'Ophalen in winkel', 'Probleem']);
    expect(input()).toHaveValue('');
    expect(success).toHaveBeenCalledWith('Map Ophalen in winkel is toegevoegd');
  });

  it("shows 'Er bestaat al een map met deze naam' under the input and adds nothing", async () => {
    const user = userEvent.setup();
    mockTagServer([later], (request) =>
      request.method === 'POST' ? json({ message: 'Er bestaat al een map met deze naam' }, 409) : undefined);
    render(<TagsPage />);
    await screen.findByRole('rowheader', { name: 'Later bezorgen' });

    await user.type(input(), 'later bezorgen');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));

    expect(await screen.findByText('Er bestaat al een map met deze naam')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Er bestaat al een map met deze naam');
    expect(titles()).toEqual(['Later bezorgen']);
    await user.type(input(), '!');
    expect(screen.queryByText('Er bestaat al een map met deze naam')).toBeNull();
  });

  it('asks before deleting: Annuleren keeps the folder, Verwijderen deletes it', async () => {
    const user = userEvent.setup();
    const { sent } = mockTagServer([later, empty]);
    render(<TagsPage />);
    await user.click(await screen.findByRole('button', { name: 'Map Oud verwijderen' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Map verwijderen' });
    expect(dialog).toHaveTextContent('Weet u zeker dat u map Oud wil verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.filter(({ method }) => method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Map Oud verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(titles()).toEqual(['Later bezorgen']));
    expect(sent.filter(({ method }) => method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/gateway/api/workbench/tag/502', body: undefined },
    ]);
  });

  it("shows the server's refusal and keeps the folder (an order was put in it meanwhile)", async () => {
    const user = userEvent.setup();
    const showError = vi.spyOn(toast, 'error');
    mockTagServer([empty], (request) =>
      request.method === 'DELETE' ? json({ message: 'Deze map bevat nog 1 order(s) en kan niet verwijderd worden' }, 409) : undefined);
    render(<TagsPage />);
    await user.click(await screen.findByRole('button', { name: 'Map Oud verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(showError).toHaveBeenCalledWith('Deze map bevat nog 1 order(s) en kan niet verwijderd worden'));
    expect(titles()).toEqual(['Oud']);
  });
});

describe("the Beheer menu's 'Mappen beheren'", () => {
  it('opens the folders page', async () => {
    session.auth = { token: 't', url: '/', user: { name: 'beheerder', isAdministrator: true }, created: 0, expires: Date.now() / 1000 + 3600 };
    window.history.replaceState(null, '', '/admin');
    mockTagServer([later]);
    const user = userEvent.setup();
    render(<AdminShell />);
    await user.click(screen.getByRole('link', { name: 'Mappen beheren' }));
    expect(await screen.findByRole('heading', { name: 'Mappen beheren' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Later bezorgen' })).toBeInTheDocument();
    session.auth = null;
  });
});
