import { describe, expect, it, vi } from 'vitest';
import bulkHandoff from '../../commands/bulk.handoff.ts';
import bulkMail from '../../commands/bulk.mail.ts';
import bulkMove from '../../commands/bulk.move.ts';
import bulkPrint from '../../commands/bulk.print.ts';
import bulkPrintOrders from '../../commands/bulk.printOrders.ts';
import bulkProcess from '../../commands/bulk.process.ts';
import bulkUndo from '../../commands/bulk.undo.ts';
import { BULK_MAX_ORDERS, bulkMessages } from '../../src/shared/domain/bulk.ts';
import { applies, fakeContext } from './fake-context.ts';

const selected = fakeContext({ selection: [22, 11, 33] });

describe('the bulk commands', () => {
  it.each([bulkPrint, bulkPrintOrders, bulkHandoff, bulkMove, bulkProcess, bulkMail])('$id applies only to a selection', (command) => {
    expect(applies(command, selected)).toBe(true);
    expect(applies(command, fakeContext())).toBe(false);
  });

  it.each([
    [bulkPrint, { action: 'print', orderIds: [22, 11, 33], options: { documents: ['order', 'card1'] } }],
    [bulkPrintOrders, { action: 'print', orderIds: [22, 11, 33], options: { documents: ['order'] } }],
    [bulkHandoff, { action: 'handoff', orderIds: [22, 11, 33] }],
    [bulkProcess, { action: 'process', orderIds: [22, 11, 33] }],
  ])('$id starts its job for the selection as it stands', async (command, request) => {
    const context = fakeContext({ selection: [22, 11, 33] });
    await command.run(context, undefined);
    expect(context.app.runBulkJob).toHaveBeenCalledWith(request);
  });

  it('moves to the folder the user picks, and does nothing when they cancel', async () => {
    const context = fakeContext({ selection: [11] });
    vi.mocked(context.app.chooseFolder).mockResolvedValueOnce({ id: 41, title: 'Wachten op klant' }).mockResolvedValueOnce(null);

    await bulkMove.run(context, undefined);
    await bulkMove.run(context, undefined);

    expect(context.app.runBulkJob).toHaveBeenCalledOnce();
    expect(context.app.runBulkJob).toHaveBeenCalledWith({ action: 'move', orderIds: [11], options: { tagId: 41 } });
  });

  it('mails the type the user picks, and does nothing when they cancel', async () => {
    const context = fakeContext({ selection: [11] });
    vi.mocked(context.app.chooseMailType).mockResolvedValueOnce('KiB').mockResolvedValueOnce(null);

    await bulkMail.run(context, undefined);
    await bulkMail.run(context, undefined);

    expect(context.app.runBulkJob).toHaveBeenCalledOnce();
    expect(context.app.runBulkJob).toHaveBeenCalledWith({ action: 'mail', orderIds: [11], options: { mailType: 'KiB' } });
  });

  it('refuses more orders than one job takes, before asking anything', async () => {
    const context = fakeContext({ selection: Array.from({ length: BULK_MAX_ORDERS + 1 }, (_, index) => index + 1) });

    await expect(bulkMove.run(context, undefined)).rejects.toThrow(bulkMessages.tooMany);

    expect(context.app.chooseFolder).not.toHaveBeenCalled();
    expect(context.app.runBulkJob).not.toHaveBeenCalled();
  });

  it('have Dutch titles in the palette', () => {
    expect([bulkPrint, bulkPrintOrders, bulkHandoff, bulkMove, bulkProcess, bulkMail].map((command) => command.title)).toEqual([
      'Selectie printen: orders en kaarten',
      'Selectie printen: alleen orders',
      'Selectie aanmelden bij voorgestelde vervoerder',
      'Selectie naar map verplaatsen…',
      'Selectie verwerken',
      'Selectie mailen…',
    ]);
  });
});

describe('bulk.undo', () => {
  it('applies while the last job can be undone, and undoes that job', async () => {
    const context = fakeContext({ undoableBulkJob: 'job-1' });
    expect(applies(bulkUndo, context)).toBe(true);
    expect(applies(bulkUndo, fakeContext({ selection: [1] }))).toBe(false);

    await bulkUndo.run(context, undefined);

    expect(context.app.undoBulkJob).toHaveBeenCalledWith('job-1');
  });
});
