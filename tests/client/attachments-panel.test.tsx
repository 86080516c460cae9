// The attachments panel (spec §2 photos and attachments, §8; issue 12): the order's files with thumbnails and sizes,
// adding one (button, drop) with the §8 failure toast, and deleting one only after 'OK'.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentsPanel } from '../../src/client/panels/attachments/AttachmentsPanel.tsx';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { DOWNLOAD_URL_WINDOW_SECONDS } from '../../src/shared/domain/attachments.ts';
import type { AttachmentFile } from '../../src/shared/schema/attachments.ts';
import { json } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';
import { attachment, openOnScreen, OpenOrder, serveAttachments, type Answer, type SentRequest } from './attachments-kit.tsx';

const ORDER = makeOrder();
const INVOICE = attachment(301, 'factuur-0000034.pdf', 182_000);
const CARD = attachment(302, 'kaartje.jpg', 3_400_000);

function showPanel(files: AttachmentFile[], answer?: Answer) {
  const server = serveAttachments(ORDER, files, answer);
  openOnScreen({ ...ORDER, attachments: files.map(({ id, title, fileType }) => ({ id, title, fileType })) });
  render(<OpenOrder panel={AttachmentsPanel} />);
  return { ...server, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Bijlages' })).getAllByRole('listitem');
const isUpload = (request: SentRequest) => request.method === 'POST' && request.url.endsWith(`/workbench/order/${ORDER.id}/attachment`);
const isDelete = (request: SentRequest) => request.method === 'DELETE';
const pdf = new File(['%PDF-1.7 …'], 'bezorgbon.pdf', { type: 'application/pdf' });

beforeEach(() => {
  window.history.replaceState(null, '', `/order/t[unprocessed]/${ORDER.id}/attachments`);
});

describe('the list', () => {
  it('shows each file with a 48×48 thumbnail (a PDF an icon), its title as download link and its size', async () => {
    const { sent } = showPanel([INVOICE, CARD]);
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Bijlages' });
    expect(sent[0].url).toBe(`/gateway/api/workbench/order/${ORDER.id}/attachment?width=48&height=48&zc=1`);

    const [invoice, card] = rows();
    expect(within(invoice).getByRole('link', { name: 'factuur-0000034.pdf' })).toHaveAttribute('href', INVOICE.url);
    expect(within(invoice).queryByRole('img')).toBeNull();
    expect(invoice).toHaveTextContent('PDF');
    expect(invoice).toHaveTextContent('177,7 kB');
    expect(within(card).getByRole('link', { name: 'kaartje.jpg' })).toHaveAttribute('href', CARD.url);
    const thumbnail = card.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', CARD.thumbnailUrl);
    expect(thumbnail).toHaveAttribute('width', '48');
    expect(thumbnail).toHaveAttribute('height', '48');
    expect(card).toHaveTextContent('3,2 MB');
  });

  it('asks for the list again once per URL window, so a panel left open keeps thumbnails and links that work', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { sent } = showPanel([CARD]);
      await screen.findByRole('list', { name: 'Bijlages' });
      const lists = () => sent.filter((request) => request.method === 'GET').length;
      expect(lists()).toBe(1);
      act(() => vi.advanceTimersByTime(DOWNLOAD_URL_WINDOW_SECONDS * 1000));
      await waitFor(() => expect(lists()).toBe(2));
      expect(rows()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Er zijn geen bijlages' when the order has none", async () => {
    showPanel([]);
    expect(await screen.findByText('Er zijn geen bijlages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestand toevoegen' })).toBeEnabled();
  });

  it("shows the server's message when the list cannot be read", async () => {
    showPanel([], (request) => (request.method === 'GET' ? json({ message: 'Bijlages konden niet gelezen worden' }, 500) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bijlages konden niet gelezen worden');
  });
});

describe('adding a file', () => {
  it('sends its name and bytes as multipart; the list and the order then show it', async () => {
    const { sent, user, order } = showPanel([INVOICE]);
    await screen.findByRole('list', { name: 'Bijlages' });
    await user.upload(screen.getByLabelText('Bestand toevoegen', { selector: 'input' }), pdf);

    const upload = sent.find(isUpload)!;
    const form = upload.body as FormData;
    expect(form.get('name')).toBe('bezorgbon.pdf');
    expect((form.get('file') as File).name).toBe('bezorgbon.pdf');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'bezorgbon.pdf' })).toBeInTheDocument();
    expect(order().attachments).toHaveLength(2);
  });

  it("is refused with 'Kan bijlage niet toevoegen!' and the server's reason; the button works again", async () => {
    const failure = vi.spyOn(toast, 'error');
    const refusal = 'Dit bestandstype wordt niet ondersteund: kies een PDF of een afbeelding (JPG, PNG of WebP)';
    const { user } = showPanel([], (request) => (isUpload(request) ? json({ message: refusal }, 415) : undefined));
    await screen.findByText('Er zijn geen bijlages');
    await user.upload(screen.getByLabelText('Bestand toevoegen', { selector: 'input' }), pdf);

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan bijlage niet toevoegen!', { description: refusal }));
    expect(screen.getByRole('button', { name: 'Bestand toevoegen' })).toBeEnabled();
    expect(screen.getByText('Er zijn geen bijlages')).toBeInTheDocument();
  });

  it('waits with the button while the upload is under way', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const { user } = showPanel([], (request) => (isUpload(request) ? held.then(() => json(attachment(9000, 'bezorgbon.pdf'), 201)) : undefined));
    await screen.findByText('Er zijn geen bijlages');
    await user.upload(screen.getByLabelText('Bestand toevoegen', { selector: 'input' }), pdf);
    expect(screen.getByRole('button', { name: 'Bestand toevoegen' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bestand toevoegen' })).toBeEnabled());
  });

  it('takes files dropped onto the panel', async () => {
    const { sent } = showPanel([]);
    await screen.findByText('Er zijn geen bijlages');
    fireEvent.drop(screen.getByText('Er zijn geen bijlages'), { dataTransfer: { files: [pdf], types: ['Files'] } });
    await screen.findByRole('link', { name: 'bezorgbon.pdf' });
    expect((sent.find(isUpload)!.body as FormData).get('name')).toBe('bezorgbon.pdf');
  });
});

describe('deleting a file', () => {
  it("asks 'Weet u zeker dat u bestand \"{title}\" wil verwijderen?'; Annuleren (focused) and Escape keep it", async () => {
    const { sent, user } = showPanel([INVOICE, CARD]);
    await screen.findByRole('list', { name: 'Bijlages' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen kaartje.jpg' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Weet u zeker dat u bestand "kaartje.jpg" wil verwijderen?');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verwijderen kaartje.jpg' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(rows()).toHaveLength(2);
    expect(sent.some(isDelete)).toBe(false);
  });

  it('deletes it after OK: the row goes', async () => {
    const { sent, user } = showPanel([INVOICE, CARD]);
    await screen.findByRole('list', { name: 'Bijlages' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen kaartje.jpg' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'kaartje.jpg' })).toBeNull();
    expect(sent.filter(isDelete).map((request) => request.url)).toEqual([`/gateway/api/workbench/order/${ORDER.id}/attachment/302`]);
  });

  it("says 'Fout bij verwijderen!' with the server's reason when it is refused; the row stays", async () => {
    const failure = vi.spyOn(toast, 'error');
    const refusal = "De foto's zijn al naar de klant gemaild en kunnen niet meer gewijzigd worden";
    const { user } = showPanel([INVOICE], (request) => (isDelete(request) ? json({ message: refusal }, 409) : undefined));
    await screen.findByRole('list', { name: 'Bijlages' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen factuur-0000034.pdf' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Fout bij verwijderen!', { description: refusal }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Verwijderen factuur-0000034.pdf' })).toBeEnabled();
  });
});

describe("a colleague's upload", () => {
  it('arrives as a live change of the open order: the list is read again and shows it', async () => {
    const { sent, addElsewhere, order } = showPanel([INVOICE]);
    await screen.findByRole('list', { name: 'Bijlages' });
    addElsewhere(CARD);
    activeOrder.order = order();
    await screen.findByRole('link', { name: 'kaartje.jpg' });
    expect(sent.filter((request) => request.url.includes('/attachment?'))).toHaveLength(2);
  });
});
