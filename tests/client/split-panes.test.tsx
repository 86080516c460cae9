import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startingLayout } from '../../src/client/workbench/pane-layout.ts';
import { SplitPanes, type SplitPane } from '../../src/client/workbench/SplitPanes.tsx';

const LIST = { id: 'list', min: 20, initial: 53 };
const DETAIL = { id: 'detail', min: 20 };
const ACTION = { id: 'action', min: 15, initial: 25 };
const withContent = (...limits: Omit<SplitPane, 'content'>[]): SplitPane[] =>
  limits.map((pane) => ({ ...pane, content: <p>{pane.id}</p> }));

describe('the workbench panes (list | detail | action panel)', () => {
  afterEach(() => localStorage.clear());

  it('start at their initial widths, the pane without one taking the rest', () => {
    expect(startingLayout('panes', [LIST, DETAIL])).toEqual([53, 47]);
    expect(startingLayout('panes', [{ ...LIST, initial: 45 }, DETAIL, ACTION])).toEqual([45, 30, 25]);
  });

  it('come back as the user left them, but not from widths that no longer fit', () => {
    localStorage.setItem('panes:list,detail', JSON.stringify([40, 60]));
    expect(startingLayout('panes', [LIST, DETAIL])).toEqual([40, 60]);
    localStorage.setItem('panes:list,detail', JSON.stringify([10, 90]));
    expect(startingLayout('panes', [LIST, DETAIL])).toEqual([53, 47]);
    localStorage.setItem('panes:list,detail', '{broken');
    expect(startingLayout('panes', [LIST, DETAIL])).toEqual([53, 47]);
  });

  it('move a border with the keyboard, no further than the neighbour allows, and remember it', () => {
    render(<SplitPanes id="panes" panes={withContent(LIST, DETAIL)} />);
    const border = screen.getByRole('separator');
    expect(border).toHaveAttribute('aria-valuenow', '53');
    fireEvent.keyDown(border, { key: 'ArrowRight' });
    expect(border).toHaveAttribute('aria-valuenow', '58');
    fireEvent.keyDown(border, { key: 'End' });
    expect(border).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(border, { key: 'ArrowRight' });
    expect(border).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(border, { key: 'Home' });
    expect(border).toHaveAttribute('aria-valuenow', '20');
    expect(JSON.parse(localStorage.getItem('panes:list,detail')!)).toEqual([20, 80]);
  });

  it('keep the list and detail mounted when the action panel opens, and give that set its own widths', () => {
    const { rerender } = render(<SplitPanes id="panes" panes={withContent(LIST, DETAIL)} />);
    const list = screen.getByText('list');
    act(() => rerender(<SplitPanes id="panes" panes={withContent({ ...LIST, initial: 45 }, DETAIL, ACTION)} />));
    expect(screen.getByText('list')).toBe(list);
    expect(screen.getAllByRole('separator').map((border) => border.getAttribute('aria-valuenow'))).toEqual(['45', '30']);
  });
});
