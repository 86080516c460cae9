// The photo screen (spec §2 photos and attachments, camera, §5, §8; issue 12): a live camera (faked: a stream whose
// tracks can be stopped, a canvas that encodes 'JPEG'), taking, keeping and dropping photos, the photo mail once per
// click, the read-only screen after it, and the camera's errors.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPanel } from '../../src/client/panels/photos/PhotoPanel.tsx';
import { commandsById } from '../../src/client/commands/registry.ts';
import { acceptPhoto, refusePhoto, takePhoto } from '../../src/client/panels/photos/photo-camera.ts';
import { DetailLinks } from '../../src/client/detail/DetailLinks.tsx';
import { ui } from '../../src/client/state/ui.ts';
import type { AttachmentFile } from '../../src/shared/schema/attachments.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { json } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';
import { attachment, openOnScreen, OpenOrder, serveAttachments, type Answer, type SentRequest } from './attachments-kit.tsx';

const PHOTO_ORDER = makeOrder({ hasPhotoService: true, extraService: { photo: true } });
const SENT_ORDER = { ...PHOTO_ORDER, workbenchMeta: { mailJobs: { ExtraServicePhoto: 1_800_000_000 } } };
const BOUQUET = attachment(401, 'WBP_1795000000000.jpg');
const INVOICE = attachment(402, 'factuur.pdf');
const PHOTO_REF = { id: BOUQUET.id, title: BOUQUET.title, fileType: BOUQUET.fileType };

/** A camera that works: its stream's tracks record being stopped; the canvas 'encodes' whatever it is asked. */
function fakeCamera(answer?: () => Promise<MediaStream>) {
  const tracks = [{ kind: 'video', stop: vi.fn() }];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(answer ?? (async (_constraints: MediaStreamConstraints) => stream));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) => done(new Blob(['jpeg bytes'], { type })));
  return { getUserMedia, tracks };
}

function showPanel(order: Order, files: AttachmentFile[], answer?: Answer) {
  const server = serveAttachments(order, files, answer);
  openOnScreen({ ...order, attachments: files.map(({ id, title, fileType }) => ({ id, title, fileType })) });
  const view = render(<OpenOrder panel={PhotoPanel} />);
  return { ...server, ...view, user: userEvent.setup() };
}

const isUpload = (request: SentRequest) => request.method === 'POST' && request.url.endsWith('/attachment');
const isMail = (request: SentRequest) => request.method === 'POST' && request.url.endsWith('/mail');
const photos = () => within(screen.getByRole('list', { name: "Foto's" })).getAllByRole('listitem');
const live = () => waitFor(() => expect(ui.camera).toBe('live'));

beforeEach(() => {
  window.history.replaceState(null, '', `/order/t[unprocessed]/${PHOTO_ORDER.id}/addPhoto`);
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('the photo screen', () => {
  it('is only for orders with the photo service', () => {
    const camera = fakeCamera();
    showPanel(makeOrder(), []);
    expect(screen.getByText('Deze order heeft geen fotoservice')).toBeInTheDocument();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it("shows the back camera live, 'Er zijn nog geen fotos gemaakt' and no 'Mail versturen' without photos", async () => {
    const camera = fakeCamera();
    showPanel(PHOTO_ORDER, [INVOICE]);
    expect(await screen.findByText('Er zijn nog geen fotos gemaakt')).toBeInTheDocument();
    await live();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      audio: false, video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
    expect(screen.getByRole('button', { name: 'Foto maken' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mail versturen' })).toBeNull();
  });

  it('shows the photos (not the other attachments) 170 px wide, each deletable after confirmation', async () => {
    fakeCamera();
    const { sent, user } = showPanel(PHOTO_ORDER, [BOUQUET, INVOICE]);
    const [photo] = await waitFor(photos);
    expect(photos()).toHaveLength(1);
    expect(sent[0].url).toContain('/attachment?width=170&height=0&zc=0');
    expect(within(photo).getByRole('img', { name: BOUQUET.title })).toHaveAttribute('width', '170');

    await user.click(within(photo).getByRole('button', { name: `Verwijderen ${BOUQUET.title}` }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(`Weet u zeker dat u bestand "${BOUQUET.title}" wil verwijderen?`);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Er zijn nog geen fotos gemaakt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail versturen' })).toBeNull();
  });

  it('stops every camera track when it closes', async () => {
    const camera = fakeCamera();
    const { unmount } = showPanel(PHOTO_ORDER, []);
    await live();
    unmount();
    expect(camera.tracks[0].stop).toHaveBeenCalled();
    expect(ui.camera).toBe('off');
  });

  it('stops the camera the user allowed only after the screen closed', async () => {
    let allow!: () => void;
    const camera = fakeCamera(() => new Promise<MediaStream>((resolve) => (allow = () => resolve({ getTracks: () => camera.tracks } as unknown as MediaStream))));
    const { unmount } = showPanel(PHOTO_ORDER, []);
    unmount();
    await act(async () => allow());
    expect(camera.tracks[0].stop).toHaveBeenCalled();
    expect(ui.camera).toBe('off');
  });
});

describe('taking a photo', () => {
  it("'Foto maken' freezes the picture; 'Bewaren' stores it as a WBP_ JPEG, back to live, and it is listed", async () => {
    fakeCamera();
    // The buttons run the camera commands, as space and Enter do.
    const [take, accept] = ['photo.take', 'photo.accept'].map((id) => vi.spyOn(commandsById.get(id)!, 'run'));
    const { sent, user } = showPanel(PHOTO_ORDER, []);
    await live();
    await user.click(screen.getByRole('button', { name: 'Foto maken' }));
    expect(ui.camera).toBe('preview');
    expect(take).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Foto maken' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(ui.camera).toBe('live');
    expect(accept).toHaveBeenCalledOnce();

    const form = (await waitFor(() => sent.find(isUpload)!)).body as FormData;
    const file = form.get('file') as File;
    expect(form.get('name')).toMatch(/^WBP_\d{13}\.jpg$/);
    expect(file.name).toBe(form.get('name'));
    expect(file.type).toBe('image/jpeg');
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    await waitFor(() => expect(photos()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Mail versturen' })).toBeEnabled();
  });

  it('drops the photo on refuse (Escape): nothing is stored, the camera is live again', async () => {
    fakeCamera();
    const { sent } = showPanel(PHOTO_ORDER, []);
    await live();
    await act(async () => takePhoto());
    expect(screen.getByRole('button', { name: 'Weggooien' })).toBeVisible();
    await act(async () => refusePhoto());
    expect(ui.camera).toBe('live');
    await act(async () => acceptPhoto());
    expect(sent.some(isUpload)).toBe(false);
    expect(screen.getByRole('button', { name: 'Foto maken' })).toBeVisible();
  });

  it("Enter on a focused 'Weggooien' drops the photo: the workbench's Enter (keep) does not hear it", async () => {
    fakeCamera();
    const workbenchKeys = vi.fn();
    document.addEventListener('keydown', workbenchKeys);
    const { sent, user } = showPanel(PHOTO_ORDER, []);
    await live();
    await act(async () => takePhoto());
    screen.getByRole('button', { name: 'Weggooien' }).focus();
    await user.keyboard('{Enter}');
    document.removeEventListener('keydown', workbenchKeys);

    expect(ui.camera).toBe('live');
    expect(workbenchKeys).not.toHaveBeenCalled();
    expect(sent.some(isUpload)).toBe(false);
  });

  it("says 'Kan bijlage niet toevoegen!' with the server's reason when the photo is refused", async () => {
    fakeCamera();
    const failure = vi.spyOn(toast, 'error');
    showPanel(PHOTO_ORDER, [], (request) => (isUpload(request) ? json({ message: 'Het bestand is leeg' }, 400) : undefined));
    await live();
    await act(async () => takePhoto());
    await act(async () => acceptPhoto());
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan bijlage niet toevoegen!', { description: 'Het bestand is leeg' }));
  });
});

describe('the photo mail', () => {
  it('sends one mail per click under a fresh key; then the photos stay, without camera, delete or mail buttons', async () => {
    const camera = fakeCamera();
    const success = vi.spyOn(toast, 'success');
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const command = vi.spyOn(commandsById.get('photo.mail')!, 'run');
    const { sent, user } = showPanel(PHOTO_ORDER, [BOUQUET], (request) => (isMail(request) ? held.then(() => undefined) : undefined));
    await waitFor(photos);
    await user.click(screen.getByRole('button', { name: 'Mail versturen' }));
    expect(command).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Mail versturen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mail versturen' }));
    finish();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Foto mail is verstuurd', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Foto maken' })).toBeNull());
    const mails = sent.filter(isMail);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toEqual({ type: 'ExtraServicePhoto' });
    expect(mails[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(photos()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Verwijderen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mail versturen' })).toBeNull();
    expect(camera.tracks[0].stop).toHaveBeenCalled();
  });

  it("says 'Kan mail niet versturen!' with the server's reason; the button works again", async () => {
    fakeCamera();
    const failure = vi.spyOn(toast, 'error');
    const { user } = showPanel(PHOTO_ORDER, [BOUQUET], (request) =>
      isMail(request) ? json({ message: 'De mailserver is niet bereikbaar' }, 502) : undefined);
    await waitFor(photos);
    await user.click(screen.getByRole('button', { name: 'Mail versturen' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan mail niet versturen!', { description: 'De mailserver is niet bereikbaar' }));
    expect(screen.getByRole('button', { name: 'Mail versturen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Foto maken' })).toBeVisible();
  });

  it('once sent, the screen only shows what was sent: no camera, no deleting, no mail button', async () => {
    const camera = fakeCamera();
    showPanel(SENT_ORDER, [BOUQUET]);
    await waitFor(photos);
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('camera errors', () => {
  it("'Geen camera gevonden!' when there is none", async () => {
    fakeCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    showPanel(PHOTO_ORDER, []);
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen camera gevonden!');
    expect(ui.camera).toBe('off');
  });

  it("'Non secure context (must be https)' outside https", async () => {
    const camera = fakeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    showPanel(PHOTO_ORDER, []);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non secure context (must be https)');
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it("the browser's own message otherwise (the user refused the camera)", async () => {
    fakeCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    showPanel(PHOTO_ORDER, []);
    expect(await screen.findByRole('alert')).toHaveTextContent('Permission denied');
  });
});

describe("the order's 'Foto's' link", () => {
  it("is beside 'Bijlagen (n)' for an order with the photo service, on the same route", () => {
    const route = { tags: ['processed' as const], query: 'bos', page: 2, id: PHOTO_ORDER.id };
    render(<DetailLinks order={{ ...PHOTO_ORDER, attachments: [PHOTO_REF] }} route={route} trackingUrl={null} />);
    const links = within(screen.getByRole('navigation', { name: 'Koppelingen' })).getAllByRole('link');
    expect(links.slice(0, 2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bijlagen (1)', '/order/t[processed]/q[bos]/p[2]/10000034/attachments'],
      ["Foto's", '/order/t[processed]/q[bos]/p[2]/10000034/addPhoto'],
    ]);
  });

  it('is not there without the photo service', () => {
    render(<DetailLinks order={makeOrder()} route={{ tags: ['unprocessed'], id: 10000034 }} trackingUrl={null} />);
    expect(screen.queryByRole('link', { name: "Foto's" })).toBeNull();
  });
});
