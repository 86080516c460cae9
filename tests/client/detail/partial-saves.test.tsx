import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { json, mockApi } from './api-mock.ts';
import { makeFeatures, makeOrder } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

// The address and customer forms send what the user changed; the server merges it over what it stores, so a
// field the form shows but the user left alone never overwrites a colleague's newer value.
const input = (label: string) => within(screen.getByRole('form')).getByLabelText(label);
const open = (title: string) => userEvent.click(screen.getByRole('button', { name: `Bewerken: ${title}` }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
const retype = async (label: string, value: string) => {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), value);
};

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
});

describe('the address form', () => {
  it('sends only the changed city, not the rest of the address or recipient', async () => {
    const { sent } = mockApi(() => json(makeOrder({ version: 2 })));
    showOrder(makeOrder());
    await open('Afleveradres');
    await retype('Plaats', 'Zwolle');
    await save();
    expect(sent[0]!.body).toEqual({ version: 1, recipient: { address: { city: 'Zwolle' } } });
  });

  it("after a conflict sends the user's change again, not the phone number a colleague changed meanwhile", async () => {
    const base = makeOrder();
    const current = makeOrder({ version: 3, recipient: { ...base.recipient, phoneNumber: '06-11111111' } });
    const conflict = 'Het afleveradres is intussen door iemand anders gewijzigd. De nieuwste versie wordt getoond.';
    let calls = 0;
    const { sent } = mockApi(() => {
      calls += 1;
      return calls === 1
        ? json({ message: conflict, code: 'CONFLICT', blocks: ['recipient'], order: current }, 409)
        : json(makeOrder({ version: 4, recipient: { ...current.recipient, name: 'Iris de Vries' } }));
    });
    showOrder(base);
    await open('Afleveradres');
    await retype('Naam', 'Iris de Vries');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(input('Naam')).toHaveValue('Iris de Vries');

    await userEvent.click(screen.getByRole('button', { name: 'Mijn versie opslaan' }));
    expect(sent.map((request) => request.body)).toEqual([
      { version: 1, recipient: { name: 'Iris de Vries' } },
      { version: 3, recipient: { name: 'Iris de Vries' } },
    ]);
  });

  it('sends no recipient at all when nothing was changed', async () => {
    const { sent } = mockApi(() => json(makeOrder()));
    showOrder(makeOrder());
    await open('Afleveradres');
    await save();
    expect(sent[0]!.body).toEqual({ version: 1 });
  });
});

describe('the customer form', () => {
  it('sends only the changed last name and house number, never the e-mail addresses it does not edit', async () => {
    const { sent } = mockApi(() => json(makeOrder({ version: 2 })));
    showOrder(makeOrder());
    await open('Klant');
    await retype('Achternaam', 'Bakker');
    await retype('Huisnummer', '36');
    await save();
    expect(sent[0]!.body).toEqual({ version: 1, customer: { name: { lastName: 'Bakker' }, address: { streetNumber: '36' } } });
  });
});
