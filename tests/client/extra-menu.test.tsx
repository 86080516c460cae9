import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appData } from '../../src/client/state/app-data.ts';
import { ExtraMenu } from '../../src/client/workbench/ExtraMenu.tsx';

afterEach(() => {
  appData.features = [];
});

describe("the 'Extra' menu", () => {
  it('closes when an entry is chosen, so it does not stay open over the page it leads to', async () => {
    appData.features = [{ id: 1, title: 'trunkrsLabel', extraAttribute_28088961: true }] as typeof appData.features;
    const { container } = render(<ExtraMenu />);
    const menu = container.querySelector('details')!;
    await userEvent.click(screen.getByText('Extra'));
    expect(menu.open).toBe(true);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Aanmelden bij Trunkrs' }));
    expect(window.location.pathname).toBe('/shipment/trunkrs');
    expect(menu.open).toBe(false);
  });
});
