// The photo and attachment commands (issue 12): open the attachments panel or the photo screen, the file picker
// (also before the panel is there), the camera keys in the camera state they belong to, and the photo mail.
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import attachmentUpload from '../../commands/attachment.upload.ts';
import attachmentsOpen from '../../commands/attachments.open.ts';
import photoAccept from '../../commands/photo.accept.ts';
import photoMail from '../../commands/photo.mail.ts';
import photoRefuse from '../../commands/photo.refuse.ts';
import photoTake from '../../commands/photo.take.ts';
import photosOpen from '../../commands/photos.open.ts';
import { registerFilePicker } from '../../src/client/panels/attachments/file-picker.ts';
import { registerCamera } from '../../src/client/panels/photos/photo-camera.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import type { WhenContext } from '../../src/shared/commands/when.ts';
import type { OrderRoute } from '../../src/shared/routes.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { json, mockApi } from '../client/detail/api-mock.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const PHOTO = { id: 401, title: 'WBP_1795000000000.jpg', fileType: 'jpg' };
const withPhotoService = (overrides: Partial<Order> = {}) => makeOrder({ hasPhotoService: true, extraService: { photo: true }, ...overrides });

function openOrder(order: Order, { action, flags = {} }: { action?: string; flags?: WhenContext } = {}) {
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  const route: OrderRoute = { tags: ['unprocessed'], id: order.id, action };
  return fakeContext({ route, activeOrder: order, flags: { 'order.open': true, ...flags } });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/order/t[unprocessed]/10000034');
});

describe('opening the panels', () => {
  it("'Bijlages' opens the attachments panel of any open order", () => {
    const context = openOrder(makeOrder());
    expect(attachmentsOpen.group).toBe("Foto's en bijlagen");
    expect(applies(attachmentsOpen, context)).toBe(true);
    void attachmentsOpen.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'attachments' });
    expect(applies(attachmentsOpen, fakeContext({ activeOrder: makeOrder(), flags: {} }))).toBe(false);
  });

  it("\"Foto's toevoegen\" opens the photo screen, only for an order with the photo service", () => {
    const context = openOrder(withPhotoService());
    expect(applies(photosOpen, context)).toBe(true);
    void photosOpen.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'addPhoto' });
    expect(applies(photosOpen, openOrder(makeOrder()))).toBe(false);
  });
});

describe("'Bestand toevoegen'", () => {
  afterEach(() => vi.useRealTimers());

  it('opens the file picker of the attachments panel on screen', () => {
    const pick = vi.fn();
    const unregister = registerFilePicker(pick);
    const context = openOrder(makeOrder(), { action: 'attachments' });
    void attachmentUpload.run(context, undefined);
    expect(pick).toHaveBeenCalledOnce();
    expect(context.app.goTo).not.toHaveBeenCalled();
    unregister();
  });

  it('elsewhere opens the panel, whose picker then opens as soon as it is there', () => {
    const context = openOrder(makeOrder());
    void attachmentUpload.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'attachments' });
    const pick = vi.fn();
    registerFilePicker(pick)();
    expect(pick).toHaveBeenCalledOnce();
  });

  it('does not open a picker for a request long gone (the browser would refuse it anyway)', () => {
    vi.useFakeTimers();
    void attachmentUpload.run(openOrder(makeOrder()), undefined);
    vi.advanceTimersByTime(10_000);
    const pick = vi.fn();
    registerFilePicker(pick)();
    expect(pick).not.toHaveBeenCalled();
  });
});

describe('the camera keys', () => {
  it('space takes in the live picture; Enter keeps and Escape drops a preview', () => {
    const camera = { take: vi.fn(), accept: vi.fn(), refuse: vi.fn() };
    const unregister = registerCamera(camera);
    const live = openOrder(withPhotoService(), { action: 'addPhoto', flags: { 'photo.live': true } });
    const preview = openOrder(withPhotoService(), { action: 'addPhoto', flags: { 'photo.preview': true } });

    expect([applies(photoTake, live), applies(photoAccept, live), applies(photoRefuse, live)]).toEqual([true, false, false]);
    expect([applies(photoTake, preview), applies(photoAccept, preview), applies(photoRefuse, preview)]).toEqual([false, true, true]);
    void photoTake.run(live, undefined);
    void photoAccept.run(preview, undefined);
    void photoRefuse.run(preview, undefined);
    expect(camera.take).toHaveBeenCalledOnce();
    expect(camera.accept).toHaveBeenCalledOnce();
    expect(camera.refuse).toHaveBeenCalledOnce();
    expect([photoTake.title, photoAccept.title, photoRefuse.title]).toEqual(['Foto maken', 'Foto bewaren', 'Foto weggooien']);
    unregister();
  });
});

describe("'Mail versturen: Foto'", () => {
  const onPhotoScreen = (order: Order) => openOrder(order, { action: 'addPhoto', flags: { 'route.addPhoto': true } });

  it('applies on the photo screen of an order with photos whose mail has not left', () => {
    expect(applies(photoMail, onPhotoScreen(withPhotoService({ attachments: [PHOTO] })))).toBe(true);
    expect(applies(photoMail, onPhotoScreen(withPhotoService()))).toBe(false);
    expect(applies(photoMail, onPhotoScreen(withPhotoService({ attachments: [{ id: 2, title: 'bon.pdf', fileType: 'pdf' }] })))).toBe(false);
    const sent = withPhotoService({ attachments: [PHOTO], workbenchMeta: { mailJobs: { ExtraServicePhoto: 1_800_000_000 } } });
    expect(applies(photoMail, onPhotoScreen(sent))).toBe(false);
    expect(applies(photoMail, openOrder(withPhotoService({ attachments: [PHOTO] })))).toBe(false);
  });

  it('sends the photo mail once, under an idempotency key, and says so', async () => {
    const order = withPhotoService({ attachments: [PHOTO] });
    const success = vi.spyOn(toast, 'success');
    const { sent, fetch } = mockApi(() => json({ ...order, workbenchMeta: { mailJobs: { ExtraServicePhoto: 1_800_000_000 } } }));
    const context = onPhotoScreen(order);
    const running = photoMail.run(context, undefined);
    expect(applies(photoMail, onPhotoScreen(order))).toBe(false);
    await running;

    expect(sent).toEqual([{ method: 'POST', url: '/gateway/api/workbench/order/10000034/mail', body: { type: 'ExtraServicePhoto' } }]);
    expect((fetch.mock.calls[0][1]!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Foto mail is verstuurd', { description: 'Dit kan niet ongedaan worden gemaakt' });
    expect(activeOrder.order!.workbenchMeta.mailJobs.ExtraServicePhoto).toBe(1_800_000_000);
  });
});
