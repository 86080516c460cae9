// The /print popup page (spec §2, §9): the PDF fetched with the session's token into a frame, the print dialog about
// a second after it loaded, the window closed when the focus comes back; an error text when the PDF cannot be had.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrintPopupPage, { PRINT_DELAY_MS } from '../../src/client/print-popup/PrintPopupPage.tsx';
import { session } from '../../src/client/state/session.ts';

const TOKEN = 'popup-token';
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('print popup page', () => {
  beforeEach(() => {
    session.auth = { token: TOKEN, url: '/', user: { name: 'medewerker', isAdministrator: false }, created: 0, expires: Date.now() / 1000 + 3600 } as typeof session.auth;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    session.auth = null;
    vi.useRealTimers();
  });

  it("fetches the order document with the token, frames it, prints about a second after it loaded and closes on refocus", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(pdf());
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<PrintPopupPage id="10000001" jobType="card2" printerId="_popup" />);

    const frame = (await screen.findByTitle('Printvoorbeeld')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/pdf-1');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/gateway/api/workbench/order/10000001/print/?type=card2&printerId=_popup&file=.pdf');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);

    vi.useFakeTimers();
    vi.spyOn(frame.contentWindow!, 'focus').mockImplementation(() => {});
    const print = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    fireEvent.load(frame);
    act(() => vi.advanceTimersByTime(PRINT_DELAY_MS - 50));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(print).toHaveBeenCalledOnce();

    expect(close).not.toHaveBeenCalled();
    fireEvent.focus(window);
    expect(close).toHaveBeenCalledOnce();
  });

  it("fetches an EF card by its id", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(pdf());
    render(<PrintPopupPage id="ef0123456789abcdef" jobType="card2" printerId="_popup" />);
    await screen.findByTitle('Printvoorbeeld');
    expect(fetchMock.mock.calls[0][0]).toBe('/gateway/api/workbench/print/efcard/ef0123456789abcdef');
  });

  it.each([
    [404, 'Order 999 is niet gevonden', 'Kan de Order niet printen!'],
    [422, 'Kaart tekst bevat teveel regels om te kunnen printen (max 10)', 'Kan de Kaart 1 niet printen!'],
  ])('shows the reason instead of a frame when the server answers %i', async (status, reason, failure) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: reason, code: 'X' }, status));
    render(<PrintPopupPage id="999" jobType={failure.includes('Kaart') ? 'card1' : 'order'} printerId="_popup" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${failure} ${reason}`);
    expect(screen.queryByTitle('Printvoorbeeld')).toBeNull();
  });

  it.each([
    ["an order's shipment by the shipment id", { id: '10000001', shipmentId: '5' }, '/gateway/api/workbench/shipment/5/label'],
    ['a standalone parcel by its own id', { id: '17' }, '/gateway/api/workbench/shipment/17/label'],
  ])('fetches a carrier label: %s', async (_, ids, url) => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(pdf());
    render(<PrintPopupPage {...ids} jobType="postnl" printerId="_popup" />);
    await screen.findByTitle('Printvoorbeeld');
    expect(fetchMock.mock.calls[0][0]).toBe(url);
  });

  it('names an unknown document type as such', async () => {
    render(<PrintPopupPage id="10000001" jobType="bestaat-niet" printerId="_popup" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kan de bestaat-niet niet printen! Onbekend document');
  });
});
