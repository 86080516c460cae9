import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturesPage } from '../../src/client/admin/features/FeaturesPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import { appData, isFeatureOn } from '../../src/client/state/app-data.ts';
import type { Feature } from '../../src/shared/schema/workbench.ts';
import { json, mockApi } from './detail/api-mock.ts';

const feature = (id: number, group: string, title: string, sortOrder: number, enabled = true, available = true): Feature => ({
  id, title: `feature${id}`, extraAttribute_28088960: group, extraAttribute_28088961: enabled, extraAttribute_28088962: available,
  extraAttribute_28090100: title, extraAttribute_28090089: sortOrder,
});

// Sent in no particular order: the page groups and sorts them.
const FEATURES = [
  feature(101, 'transporter', 'PostNL', 0),
  feature(102, 'transporter', 'Reviva', 10, false, false),
  feature(6, 'orderlist', 'Fotoservice', 50),
  feature(5, 'orderlist', 'Rouw', 40, false),
  feature(301, 'block', 'Interne log', 0),
  feature(401, 'widget', 'Orders per dag', 0),
  feature(201, 'menu', 'Print EF kaart', 0),
];

const groups = () => screen.getAllByRole('group').map((group) => ({
  name: group.querySelector('legend')?.textContent,
  features: within(group).getAllByRole('checkbox').map((box) => (box.closest('label') as HTMLElement).textContent?.trim()),
}));

beforeEach(() => {
  configureApi({ token: () => 'token', location: () => 'Utrecht', onUnauthorized: () => {} });
});

describe('the Features page', () => {
  it("shows the location's features as checkboxes per group, in order, a carrier the location lacks disabled", async () => {
    mockApi(() => json(FEATURES));
    render(<FeaturesPage />);
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Fotoservice' });

    expect(groups()).toEqual([
      { name: 'Order overzicht', features: ['Rouw', 'Fotoservice'] },
      { name: 'Order details', features: ['Interne log'] },
      { name: 'Grafiek/statistiek', features: ['Orders per dag'] },
      { name: 'Print actie', features: ['Print EF kaart'] },
      { name: 'Vervoerder', features: ['PostNL', 'Reviva (niet beschikbaar op deze locatie)'] },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Fotoservice' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rouw' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Reviva/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'PostNL' })).toBeEnabled();
  });

  it("switches a feature off for the workstation's location with a click, and on again with the space bar", async () => {
    const user = userEvent.setup();
    appData.features = FEATURES;
    const { sent, fetch } = mockApi((request) =>
      request.method === 'GET' ? json(FEATURES) : json({ ...FEATURES[2], ...(request.body as object) }));
    render(<FeaturesPage />);
    const photo = await screen.findByRole('checkbox', { name: 'Fotoservice' });

    await user.click(photo);
    expect(photo).not.toBeChecked();
    await waitFor(() => expect(photo).toBeEnabled());
    expect(isFeatureOn(appData.features, 'feature6')).toBe(false); // this browser's workbench knows without a socket
    photo.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(photo).toBeEnabled());
    expect(photo).toBeChecked();

    expect(sent.filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', url: '/gateway/api/workbench/feature/6', body: { extraAttribute_28088961: false } },
      { method: 'PUT', url: '/gateway/api/workbench/feature/6', body: { extraAttribute_28088961: true } },
    ]);
    const headers = new Headers(fetch.mock.calls.at(-1)?.[1]?.headers);
    expect(headers.get('x-location')).toBe('Utrecht');
  });

  it("takes a switch back and says 'Kan eigenschap niet opslaan!' when the server refuses it", async () => {
    const user = userEvent.setup();
    const showError = vi.spyOn(toast, 'error');
    mockApi((request) => (request.method === 'GET' ? json(FEATURES) : json({ message: 'Onbekende feature' }, 404)));
    render(<FeaturesPage />);
    const mourning = await screen.findByRole('checkbox', { name: 'Rouw' });

    await user.click(mourning);

    await waitFor(() => expect(showError).toHaveBeenCalledWith('Kan eigenschap niet opslaan!'));
    expect(mourning).not.toBeChecked();
    expect(mourning).toBeEnabled();
  });

  it("shows the server's message when the features cannot be read", async () => {
    mockApi(() => json({ message: 'De server is even druk. Probeer het over enkele seconden opnieuw.' }, 503));
    render(<FeaturesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden De server is even druk.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
