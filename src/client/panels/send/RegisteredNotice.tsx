import { useEffect, useRef } from 'react';
import { carrierMessages } from '../../../shared/domain/carriers.ts';
import { registeredMessages, type CarrierRegistration } from './registration.ts';

interface RegisteredNoticeProps {
  /** The carrier as the location calls it. */
  name: string;
  registration: CarrierRegistration;
  /** 'opnieuw aanmelden' was ticked: show the form for another parcel. */
  onRegisterAgain(): void;
}

/**
 * The send screen of an order the carrier has already: its barcodes and 'Track:' links, and the 'opnieuw aanmelden'
 * checkbox (focused, so Space ticks it) that turns the screen into the form (spec §4).
 */
export function RegisteredNotice({ name, registration, onRegisterAgain }: RegisteredNoticeProps) {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    checkbox.current?.focus();
  }, []);
  const { barcodes, tracking } = registration;
  return (
    <div className="send-registered" role="status">
      <p className="send-registered__title">{registeredMessages.title(name)}</p>
      <p>
        {registeredMessages.barcodes(barcodes.length)} <span className="send-registered__barcodes">{barcodes.join(', ')}</span>
      </p>
      {tracking.length > 0 && (
        <p>
          {carrierMessages.track}{' '}
          {tracking.map((link) => (
            <a key={link.code} href={link.url} target="_blank" rel="noopener noreferrer">{link.code}</a>
          ))}
        </p>
      )}
      <label className="send-registered__again">
        <input ref={checkbox} type="checkbox" onChange={(event) => event.target.checked && onRegisterAgain()} /> {carrierMessages.registerAgain}
      </label>
    </div>
  );
}
