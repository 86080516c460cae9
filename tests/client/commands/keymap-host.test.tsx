import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { KeymapHost } from '../../src/client/commands/KeymapHost.tsx';

describe('keys of the keymap in the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/order/t[unprocessed]'));

  it("runs a chord outside text fields ('g' then 'e' goes to the expired deliveries)", async () => {
    const user = userEvent.setup();
    render(<KeymapHost />);
    await user.keyboard('ge');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[deliveryexpired]');
  });

  it('leaves chords alone while typing: the letters arrive in the field and nothing else happens', async () => {
    const user = userEvent.setup();
    render(
      <>
        <KeymapHost />
        <textarea aria-label="Opmerking" />
      </>,
    );
    await user.click(screen.getByLabelText('Opmerking'));
    await user.keyboard('Bel even aan, graag de gevel');
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Bel even aan, graag de gevel');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[unprocessed]');
  });
});

describe('chords after typing', () => {
  beforeEach(() => window.history.replaceState(null, '', '/order/t[unprocessed]'));

  it("a chord's first letter typed in a field does not spoil the chord pressed right after", async () => {
    const user = userEvent.setup();
    render(
      <>
        <KeymapHost />
        <textarea aria-label="Opmerking" />
        <button type="button">Elders</button>
      </>,
    );
    // The note ends in 'g', the first key of 'g e'; within a second the user leaves the field and presses G, E.
    await user.type(screen.getByLabelText('Opmerking'), 'Graag via de weg');
    await user.click(screen.getByRole('button', { name: 'Elders' }));
    await user.keyboard('ge');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[deliveryexpired]');
  });
});
