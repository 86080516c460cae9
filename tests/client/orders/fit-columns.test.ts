import { describe, expect, it } from 'vitest';
import { fitColumns, type ListColumns } from '../../../src/client/orders/list-columns.ts';

// A 12 px list font: the widths the grid is sized in.
const font = { ch: 7.6, em: 12 };
const processed: ListColumns = { status: true, removeFromFolder: false, amount: true, orderDate: true, leftOut: [] };
const shownAt = (width: number, widest = { customer: 120, status: 100 }) => {
  const { columns } = fitColumns(processed, width, font, widest);
  return { amount: columns.amount, status: columns.status, orderDate: columns.orderDate, leftOut: columns.leftOut };
};

describe('the list columns a pane has room for (issue 21)', () => {
  it('shows every column where every name and status fits whole', () => {
    expect(shownAt(1000)).toEqual({ amount: true, status: true, orderDate: true, leftOut: [] });
  });

  it('gives up Besteldatum, then Bedrag, then Status as the pane narrows', () => {
    expect(shownAt(600)).toMatchObject({ orderDate: false, amount: true, status: true, leftOut: ['orderDate'] });
    expect(shownAt(520)).toMatchObject({ orderDate: false, amount: false, status: true, leftOut: ['orderDate', 'amount'] });
    expect(shownAt(430)).toMatchObject({ orderDate: false, amount: false, status: false, leftOut: ['orderDate', 'amount', 'status'] });
  });

  it('makes room for the widest name on the page before the columns that matter less', () => {
    expect(shownAt(700, { customer: 120, status: 100 }).orderDate).toBe(true);
    expect(shownAt(700, { customer: 260, status: 100 }).orderDate).toBe(false);
  });

  it('keeps the template in step with the columns it shows, the widest name as the floor of Opdrachtgever', () => {
    const wide = fitColumns(processed, 1000, font, { customer: 150, status: 100 }).template;
    const narrow = fitColumns(processed, 600, font, { customer: 150, status: 100 }).template;
    expect(wide).toContain('calc(16ch + 6px)');
    expect(narrow).not.toContain('calc(16ch + 6px)');
    expect(narrow).toContain('minmax(max(8.2em, 156px), 1fr)');
    expect(narrow).toContain('minmax(max(5.6em, 106px), 0.5fr)');
  });
});
