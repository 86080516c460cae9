import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Carrier } from '../../../shared/domain/constants.ts';
import { messages } from '../../../shared/domain/messages.ts';
import { transporterName } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { appData } from '../../state/app-data.ts';
import { RegisteredNotice } from './RegisteredNotice.tsx';
import { registerShipment } from './register-shipment.ts';
import { registrationWith } from './registration.ts';
import { GenericCarrierForm, SEND_SCREENS } from './screens.ts';
import { isRegisterAgain, setRegisterAgain } from './send-state.ts';
import type { JsonSchema } from './generic-form.ts';
import { useCarrierFormData } from './use-carrier-form-data.ts';

interface SendPanelProps {
  carrier: Carrier;
  /** null: a parcel without an order. */
  order: Order | null;
  /** The registration went through: close the panel. */
  onDone(): void;
}

const CONFIG_LOAD_FAILED = 'De gegevens van de vervoerder konden niet worden geladen';

/**
 * The send screen of one carrier in the action panel: an order the carrier has already shows its registration
 * first ('opnieuw aanmelden' turns it into the form); loads the carrier's options (and the schema for the generic
 * form), shows the carrier's own screen or the generic form, and registers what it hands over.
 */
export function SendPanel({ carrier, order, onDone }: SendPanelProps) {
  const { features } = useSnapshot(appData);
  const Screen = SEND_SCREENS[carrier];
  const orderId = order?.id ?? 0;
  const { data, onOptionsInputChange } = useCarrierFormData(carrier, orderId, !Screen);
  // Ticking 'opnieuw aanmelden' led here; the checkbox is cleared now that the screen is open (spec §4).
  const [again, setAgain] = useState(() => isRegisterAgain(orderId, carrier));
  useEffect(() => {
    setRegisterAgain(orderId, carrier, false);
  }, [orderId, carrier]);
  // An order the carrier has already opens on its registration, as it was when the screen opened: the form's own
  // registration updates the order just before the panel closes.
  const [registration] = useState(() => registrationWith(order, carrier));
  const name = transporterName(carrier, features);

  if (registration && !again) {
    return <RegisteredNotice name={name} registration={registration} onRegisterAgain={() => setAgain(true)} />;
  }
  if (data.state === 'loading') return <p className="send-panel__status">{messages.loading}</p>;
  if (data.state === 'error') {
    return (
      <p className="send-panel__status send-form__error" role="alert">
        {CONFIG_LOAD_FAILED}: {data.message}
      </p>
    );
  }
  const submit = async (values: Record<string, unknown>) => {
    await registerShipment({ carrier, name, order, values, replaces: again ? registration?.generation : undefined });
    onDone();
  };
  const props = { carrier, order, config: data.config, submit, onOptionsInputChange };
  return (
    <Suspense fallback={<p className="send-panel__status">{messages.loading}</p>}>
      {Screen ? <Screen {...props} /> : <GenericCarrierForm {...props} schema={(data.schema ?? {}) as JsonSchema} />}
    </Suspense>
  );
}
