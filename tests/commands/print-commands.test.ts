import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';
import { commands } from '../../commands/index.ts';
import printCard1 from '../../commands/print.card1.ts';
import printCard2 from '../../commands/print.card2.ts';
import printOrder from '../../commands/print.order.ts';
import printReprint from '../../commands/print.reprint.ts';
import printReprintLast from '../../commands/print.reprintLast.ts';
import { parseWhen } from '../../src/shared/commands/when.ts';
import { makeOrder, ORDER_DATE } from '../client/detail/order-fixture.ts';
import { makeJob } from '../client/detail/print-job-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const openOrder = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  fakeContext({ route: { tags: ['unprocessed'], id: 10000034 }, activeOrder: makeOrder(overrides), flags: { 'order.open': true } });

const cardText = (lineBreaks: number) => Array.from({ length: lineBreaks + 1 }, (_, line) => `regel ${line + 1}`).join('\n');
const card = (text: string) => ({ id: 20012790, title: 'Kaartje', text, left: '', right: '' });
const ribbon = (left: string) => ({ id: 20012781, title: 'Rouwlint', text: '', left, right: 'Rust zacht' });

describe('printing commands', () => {
  it('apply only with an order open', () => {
    for (const command of [printOrder, printCard1, printCard2, printReprint]) {
      expect(applies(command, fakeContext({ activeOrder: makeOrder() }))).toBe(false);
      expect(applies(command, openOrder())).toBe(true);
    }
  });

  it('print a card of up to 9 line breaks and ribbon lines up to 60; no card, 10 breaks or a longer line: nothing', () => {
    for (const command of [printCard1, printCard2]) {
      expect(applies(command, openOrder({ card: card(cardText(9)) }))).toBe(true);
      expect(applies(command, openOrder({ card: card(cardText(10)) }))).toBe(false);
      expect(applies(command, openOrder({ card: ribbon('x'.repeat(60)) }))).toBe(true);
      expect(applies(command, openOrder({ card: ribbon('x'.repeat(61)) }))).toBe(false);
      expect(applies(command, openOrder({ card: null }))).toBe(false);
    }
    expect(applies(printOrder, openOrder({ card: card(cardText(10)) }))).toBe(true);
  });

  it("say for their key why a card cannot be printed, in the card rules' words", () => {
    const reason = (command: typeof printCard1, overrides: Parameters<typeof makeOrder>[0]) => {
      const message = command.unavailableMessage;
      return typeof message === 'function' ? message(openOrder(overrides)) : message;
    };
    expect(reason(printCard1, { card: null })).toBe('Kaart 1 printen: Deze order heeft geen kaart');
    expect(reason(printCard2, { card: card(cardText(10)) })).toBe('Kaart 2 printen: Kaart tekst bevat teveel regels om te kunnen printen (max 10)');
    expect(reason(printCard1, { card: ribbon('x'.repeat(61)) })).toBe('Kaart 1 printen: Een lintregel is langer dan 60 tekens');
    // A printable card (refused only while its print is on its way) and the order sheet get the general text.
    expect(reason(printCard1, { card: card(cardText(2)) })).toBeUndefined();
    expect(reason(printOrder, { card: null })).toBeUndefined();
  });

  it('print the document of the open order through the one print flow', async () => {
    const context = openOrder();
    await printCard2.run(context, undefined);
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'card2');
  });

  it('reprint a ledger row on its own printer with its copies and parcel', async () => {
    const context = openOrder();
    await printReprint.run(context, makeJob({ type: 'postnl', printerId: 'spool-label', copies: 3, shipmentId: 7 }));
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'postnl', { printer: 'spool-label', copies: 3, shipmentId: 7 });
  });

  it('reprint the newest ledger row with p p, only for an order that was printed', async () => {
    expect(applies(printReprintLast, openOrder())).toBe(false);
    const context = openOrder({ printJobs: { order: ORDER_DATE } });
    expect(applies(printReprintLast, context)).toBe(true);
    context.app.listPrintJobs = async () => [makeJob({ id: 2, type: 'card1', printerId: 'spool-card' }), makeJob({ id: 1 })];
    await printReprintLast.run(context, undefined);
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'card1', { printer: 'spool-card', copies: 1, shipmentId: undefined });
  });

  it('reprint the newest printed document on the current printer when the ledger has nothing yet (printed before it)', async () => {
    const context = openOrder({ printJobs: { order: ORDER_DATE, card1: ORDER_DATE + 60, postnl: ORDER_DATE + 120 } });
    context.app.listPrintJobs = async () => [];
    await printReprintLast.run(context, undefined);
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'card1');
  });

  it('are in the palette with a p-chord, silent while typing or with an overlay open; the reprint of a row is not', () => {
    const expected = { 'print.order': 'p o', 'print.card1': 'p 1', 'print.card2': 'p 2', 'print.reprintLast': 'p p' };
    const bindings = keymap.filter((binding) => binding.command in expected);
    expect(Object.fromEntries(bindings.map((binding) => [binding.command, binding.key]))).toEqual(expected);
    for (const binding of bindings) {
      const matches = parseWhen(binding.when);
      expect(matches({ 'order.open': true })).toBe(true);
      expect(matches({ 'order.open': false })).toBe(false);
      expect(matches({ 'order.open': true, inputFocus: true })).toBe(false);
      expect(matches({ 'order.open': true, 'overlay.open': true })).toBe(false);
    }
    const listed = commands.filter((command) => command.id.startsWith('print.'));
    expect(listed.filter((command) => !command.hidden).map((command) => command.title)).toEqual(
      expect.arrayContaining(['Order printen', 'Kaart 1 printen', 'Kaart 2 printen', 'Laatste print opnieuw']),
    );
    expect(printReprint.hidden).toBe(true);
  });
});
