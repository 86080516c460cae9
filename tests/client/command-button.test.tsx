import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { ref } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandButton } from '../../src/client/commands/CommandButton.tsx';
import { editing } from '../../src/client/state/order-edit.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';

describe('CommandButton', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    editing.block = null;
  });

  it('is enabled exactly when its command applies, and follows when that changes', async () => {
    render(<CommandButton id="block.save">Opslaan</CommandButton>);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await act(async () => {
      editing.block = 'comment';
    });
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });

  it('does not re-render when the list changes but whether its command applies does not', async () => {
    const rendered = vi.fn();
    render(
      <Profiler id="button" onRender={rendered}>
        <CommandButton id="list.refresh" />
      </Profiler>,
    );
    const before = rendered.mock.calls.length;
    await act(async () => {
      orderList.items = ref([{ id: 1 } as OrderListItem]);
      orderList.meta = { total: 1, page: 1, pageSize: 50 };
    });
    expect(rendered.mock.calls.length).toBe(before);
    expect(screen.getByRole('button')).toBeEnabled();
  });
});
