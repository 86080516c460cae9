import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeletedPage } from '../../src/client/admin/deleted/DeletedPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import { json, mockApi } from './detail/api-mock.ts';

const field = () => screen.getByRole('textbox', { name: 'Order id' });
const undo = () => screen.getByRole('button', { name: 'Verwijderen ongedaan maken' });

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
});

describe("the 'Verwijderde order' page", () => {
  it("brings an order back by its id and says 'Order {id} verwijderen is ongedaan gemaakt!'", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let answer: (response: Response) => void = () => {};
    const { sent } = mockApi(() => new Promise((resolve) => { answer = resolve; }));
    render(<DeletedPage />);
    expect(screen.getByRole('heading', { name: 'Verwijderde order' })).toBeInTheDocument();

    await user.type(field(), '4711{Enter}');
    expect(undo()).toBeDisabled();
    answer(json({ id: 4711 }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order 4711 verwijderen is ongedaan gemaakt!');
    expect(success).toHaveBeenCalledWith('Order 4711 verwijderen is ongedaan gemaakt!');
    expect(sent).toEqual([{ method: 'POST', url: '/gateway/api/workbench/order/4711/undelete', body: undefined }]);
    expect(undo()).toBeEnabled();
  });

  it("says 'Dit veld moet een id-nummer zijn' once the field was left or the button pressed, and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = mockApi(() => json({}));
    render(<DeletedPage />);
    await user.type(field(), 'BLB12');
    expect(screen.queryByText('Dit veld moet een id-nummer zijn')).toBeNull();
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Dit veld moet een id-nummer zijn');
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field());
    await user.click(undo());
    expect(screen.getByText('Dit veld moet een id-nummer zijn')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field(), '12');
    expect(screen.queryByText('Dit veld moet een id-nummer zijn')).toBeNull();
  });

  it.each([
    [404, 'Order 99 is niet gevonden'],
    [409, 'Order 99 is niet verwijderd'],
  ])("shows the server's answer %i '%s'", async (status, message) => {
    const user = userEvent.setup();
    mockApi(() => json({ message }, status));
    render(<DeletedPage />);
    await user.type(field(), '99');
    await user.click(undo());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.type(field(), '1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
