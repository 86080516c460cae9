import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice } from '../../../src/client/drafts/DraftNotice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe("the 'Concept hersteld' notice", () => {
  it('says the time a draft of today was typed, Amsterdam time, and the day of an older one', () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T15:00:00Z'), toFake: ['Date'] });
    const { rerender } = render(<DraftNotice draft={{ restoredAt: Date.parse('2026-12-03T13:05:00Z'), discard: vi.fn() }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld getypt om 14:05');
    rerender(<DraftNotice draft={{ restoredAt: Date.parse('2026-12-02T22:30:00Z'), discard: vi.fn() }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld getypt op 2 december 2026 om 23:30');
  });

  it("shows nothing without a restored draft, and 'Concept weggooien' is a button the keyboard reaches", async () => {
    const discard = vi.fn();
    const { rerender } = render(<DraftNotice draft={{ restoredAt: null, discard }} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<DraftNotice draft={{ restoredAt: Date.now(), discard }} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Concept weggooien' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(discard).toHaveBeenCalledTimes(1);
  });
});
