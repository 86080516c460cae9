import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { Pagination } from '../../../src/client/orders/Pagination.tsx';
import { orderList } from '../../../src/client/state/order-list.ts';
import { fakeApi, json, layOutScroller, manyItems, renderPaneAt, resetStores } from './list-fixtures.tsx';

const TOTAL = 901;
const PAGE_SIZE = 50;
const LAST = 19;

/** A server that answers any page with the last page's row; `clamps` says whether meta.page is the page it shows. */
function fakePagedApi({ clamps }: { clamps: boolean }) {
  return fakeApi({
    respond: (request) => {
      if (request.path !== '/workbench/order') return undefined;
      const asked = Number(request.search.get('page') ?? 1);
      const page = clamps ? Math.min(asked, LAST) : asked;
      const data = asked >= LAST ? manyItems(1) : manyItems(PAGE_SIZE);
      return json({ data, meta: { total: TOTAL, page, pageSize: PAGE_SIZE } });
    },
  });
}

const settle = () => act(async () => {});

describe('a page past the last one', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test.each([
    ['the server clamps the page', true],
    ['the server answers the page asked', false],
  ])('goes to the last page, replacing the address (%s)', async (_, clamps) => {
    const requests = fakePagedApi({ clamps });
    const historyLength = window.history.length;
    await renderPaneAt('/order/t[unprocessed]/p[999]');
    await settle();
    expect(decodeURI(window.location.pathname)).toBe(`/order/t[unprocessed]/p[${LAST}]`);
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByText(`Pagina ${LAST} van ${LAST}`)).toBeInTheDocument();
    expect(screen.getByText('Getoond 901 - 901 van 901')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/workbench/order').at(-1)?.search.get('page')).toBe(String(LAST));
  });

  test('never shows a start beyond the total, even before the address is corrected', () => {
    Object.assign(orderList, { request: null, loading: false, error: null, meta: { total: TOTAL, page: 999, pageSize: PAGE_SIZE } });
    render(<Pagination />);
    expect(screen.getByText('Getoond 901 - 901 van 901')).toBeInTheDocument();
    expect(screen.getByText(`Pagina ${LAST} van ${LAST}`)).toBeInTheDocument();
  });

  test('keeps the open order when the page is corrected', async () => {
    fakePagedApi({ clamps: true });
    await renderPaneAt('/order/t[processed]/p[40]/10000001');
    await settle();
    expect(decodeURI(window.location.pathname)).toBe(`/order/t[processed]/p[${LAST}]/10000001`);
  });
});
