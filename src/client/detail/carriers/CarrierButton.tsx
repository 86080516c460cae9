import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { carrierButtonState, sendAction } from '../../../shared/domain/carrier-button.ts';
import { carrierMessages } from '../../../shared/domain/carriers.ts';
import type { Carrier } from '../../../shared/domain/constants.ts';
import type { CarrierView } from '../../../shared/domain/order-view.ts';
import { formatOrderRoute, parseOrderRoute } from '../../../shared/routes.ts';
import { sendState, setRegisterAgain } from '../../panels/send/send-state.ts';
import { keyHint } from '../../commands/registry.ts';
import { runCommand } from '../../commands/run-command.ts';
import { ui } from '../../state/ui.ts';
import './carrier-button.css';

interface CarrierButtonProps {
  orderId: number;
  carrier: Carrier;
  view: CarrierView;
  /** The carrier as the location calls it. */
  name: string;
}

/**
 * A carrier row's button (spec §4): 'Stuur via' opens the send screen, 'Print label' prints the newest label
 * ('Wacht op label...' while the carrier makes it), and once registered 'opnieuw aanmelden' turns it into a link to
 * the send screen for a second parcel.
 */
export function CarrierButton({ orderId, carrier, view, name }: CarrierButtonProps) {
  const [location] = useLocation();
  const { submitting, again } = useSnapshot(sendState);
  const { printsUnderway } = useSnapshot(ui);
  const [printing, setPrinting] = useState(false);
  const key = `${orderId}:${carrier}`;
  const { button, offerAgain } = carrierButtonState({
    view,
    name,
    submitting: submitting[key] === true,
    printing: printing || printsUnderway.some((print) => print.orderId === orderId && print.type === carrier),
    again: again[key] === true,
  });
  const route = parseOrderRoute(location) ?? { tags: ['unprocessed'] };
  const sendHref = formatOrderRoute({ ...route, id: orderId, action: sendAction(carrier) });

  const printLabel = async () => {
    setPrinting(true);
    try {
      await runCommand('carrier.printLabel', { carrier }, 'button');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div className="carrier-button">
      {button.kind === 'link' && <Link href={sendHref} className="carrier-button__link">{button.label}</Link>}
      {button.kind === 'send' && (
        <button type="button" disabled={button.disabled} title={keyHint(button.label, `carrier.send.${carrier}`)} onClick={() => void runCommand(`carrier.send.${carrier}`, undefined, 'button')}>
          {button.label}
        </button>
      )}
      {button.kind === 'print' && (
        <button type="button" disabled={button.disabled} onClick={() => void printLabel()}>
          {button.label}
        </button>
      )}
      {offerAgain && (
        <label className="carrier-button__again">
          <input type="checkbox" checked={again[key] === true} onChange={(event) => setRegisterAgain(orderId, carrier, event.target.checked)} />{' '}
          {carrierMessages.registerAgain}
        </label>
      )}
    </div>
  );
}
