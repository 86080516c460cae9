import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushDrafts } from '../../../src/client/drafts/draft-store.ts';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { session } from '../../../src/client/state/session.ts';
import { json, mockApi } from '../detail/api-mock.ts';
import { changeTo, makeFeatures, makeOrder } from '../detail/order-fixture.ts';
import { showOrder } from '../detail/render-pane.tsx';
import { showWithKeys } from '../detail/show-with-keys.tsx';

const block = (title: string) => screen.getByRole('region', { name: title });
const input = (label: string) => within(screen.getByRole('form')).getByLabelText(label);
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('werkplaats.draft.'));

/** The page goes away (a reload, a restart, a closed tab) and the order is opened again, with the keys on. */
async function reopen(order = makeOrder()) {
  flushDrafts();
  cleanup();
  closeOrder();
  stopEditing();
  showWithKeys(order);
  // A block with a draft opens itself as the detail appears: let that happen before looking.
  await act(() => Promise.resolve());
}

beforeEach(() => {
  localStorage.clear();
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
  session.auth = { token: 't', url: '/', user: { name: 'Marieke', isAdministrator: false }, created: 0, expires: Date.now() / 1000 + 3600 };
});
afterEach(() => {
  session.auth = null;
});

describe('a draft of a detail block', () => {
  async function typeComment(text: string, order = makeOrder()) {
    showOrder(order);
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
    await userEvent.type(input('Opmerking klant'), text);
  }

  it('opens the block by itself with the typed text and when it was typed, after the page went away', async () => {
    mockApi(() => json({}));
    await typeComment('Graag voor 12 uur');
    await reopen();
    const form = await within(block('Opmerking klant')).findByRole('form', { name: 'Opmerking klant bewerken' });
    expect(within(form).getByLabelText('Opmerking klant')).toHaveValue('Graag voor 12 uur');
    expect(within(form).getByRole('status')).toHaveTextContent(/^Concept hersteld getypt om \d\d:\d\dConcept weggooien$/);
  });

  it('is gone once saved: Ctrl+Enter sends the typed text, and the next visit opens the view', async () => {
    const { sent } = mockApi(() => json(changeTo(makeOrder({ version: 2, comment: 'Achterom' }), ['comment'])));
    await typeComment('Achterom');
    await reopen();
    await screen.findByText('Concept hersteld');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(block('Opmerking klant')).findByText('Achterom')).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ version: 1, comment: 'Achterom' }]);
    expect(drafts()).toEqual([]);
    await reopen(makeOrder({ version: 2, comment: 'Achterom' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("'Concept weggooien' puts back what the server has and forgets the draft", async () => {
    mockApi(() => json({}));
    await typeComment('Weg ermee', makeOrder({ comment: 'Bellen' }));
    await reopen(makeOrder({ comment: 'Bellen' }));
    await screen.findByText('Concept hersteld');
    expect(input('Opmerking klant')).toHaveValue('BellenWeg ermee');
    await userEvent.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    expect(input('Opmerking klant')).toHaveValue('Bellen');
    expect(screen.queryByText('Concept hersteld')).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('Escape with nothing typed forgets it; with typed text it stays for the next time the block opens', async () => {
    mockApi(() => json({}));
    await typeComment('Bij de buren');
    await userEvent.keyboard('{Escape}');
    flushDrafts();
    expect(drafts()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
    expect(input('Opmerking klant')).toHaveValue('Bij de buren');
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld');
    await userEvent.clear(input('Opmerking klant'));
    await userEvent.keyboard('{Escape}');
    flushDrafts();
    expect(drafts()).toEqual([]);
    await reopen();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('saves against the version it was typed on, so a colleague’s change since is a conflict, not overwritten', async () => {
    const colleagues = makeOrder({ version: 3, comment: 'Van een collega' });
    const { sent } = mockApi(() => json({ message: 'Conflict', code: 'CONFLICT', blocks: ['comment'], order: colleagues }, 409));
    await typeComment('Van mij');
    await reopen(colleagues);
    await screen.findByText('Concept hersteld');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('button', { name: 'Versie van collega houden' })).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ version: 1, comment: 'Van mij' }]);
    // Until one of the two versions is chosen, the draft stays.
    flushDrafts();
    expect(drafts()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Versie van collega houden' }));
    expect(drafts()).toEqual([]);
    expect(block('Opmerking klant')).toHaveTextContent('Van een collega');
  });

  it('belongs to its user and its order', async () => {
    mockApi(() => json({}));
    await typeComment('Alleen van Marieke');
    session.auth = { ...session.auth!, user: { name: 'Joost', isAdministrator: false } };
    await reopen();
    expect(screen.queryByRole('form')).toBeNull();
    session.auth = { ...session.auth!, user: { name: 'Marieke', isAdministrator: false } };
    await reopen(makeOrder({ id: 10000035 }));
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('a draft of the note box', () => {
  it('keeps the typed note, restores it with the notice, and forgets it once the note is added', async () => {
    const added = makeOrder({ version: 2, internalLog: [{ id: 1, content: 'Klant belt terug', createUserName: 'Marieke', createDatetime: 1_796_292_000 }] });
    const { sent } = mockApi(() => json(changeTo(added, ['internalLog'])));
    showOrder(makeOrder());
    await userEvent.type(screen.getByLabelText('Nieuwe notitie'), 'Klant belt terug');
    await reopen();
    const note = screen.getByLabelText('Nieuwe notitie');
    expect(note).toHaveValue('Klant belt terug');
    expect(within(screen.getByRole('region', { name: 'Interne log' })).getByRole('status')).toHaveTextContent('Concept hersteld');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Klant belt terug', { selector: '.detail-multiline' })).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ content: 'Klant belt terug' }]);
    expect(note).toHaveValue('');
    expect(screen.queryByText('Concept hersteld')).toBeNull();
    flushDrafts();
    expect(drafts()).toEqual([]);
  });

  it("'Concept weggooien' empties the note box", async () => {
    mockApi(() => json({}));
    showOrder(makeOrder());
    await userEvent.type(screen.getByLabelText('Nieuwe notitie'), 'Vergeten');
    await reopen();
    await userEvent.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    expect(screen.getByLabelText('Nieuwe notitie')).toHaveValue('');
    expect(drafts()).toEqual([]);
  });
});
