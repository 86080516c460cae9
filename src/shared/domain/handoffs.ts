// Handing an order to a colleague florist or to the flower-relay service (spec §4 success flows, §8 toasts; issue 11):
// the words both sides use, and what the order keeps of it.

/** Where an order can be handed to besides a parcel carrier. */
export const HANDOFF_TARGETS = ['florist', 'euroflorist'] as const;
export type HandoffTarget = (typeof HANDOFF_TARGETS)[number];

/**
 * How: a mail to the florist or relay, only marked as handled (the relay took it by phone or its own site), or
 * imported into the relay's own system through its API.
 */
export const HANDOFF_METHODS = ['mail', 'mark', 'import'] as const;
export type HandoffMethod = (typeof HANDOFF_METHODS)[number];

/** The treatment an order gets when it is handed over (spec §4 special treatments). */
export const HANDOFF_TREATMENTS: Readonly<Record<HandoffTarget, string>> = {
  florist: 'Collega bloemist',
  euroflorist: 'Euroflorist',
};

/** Whether the order went to a colleague florist or the relay already: it goes to neither again. */
export const isHandedOff = (treatment: string) => (Object.values(HANDOFF_TREATMENTS) as string[]).includes(treatment);

/** Where the order's treatment says it went; an order handed over before hand-offs were recorded (the demo data) says so only there. */
export const handoffTargetOf = (treatment: string) =>
  (Object.keys(HANDOFF_TREATMENTS) as HandoffTarget[]).find((target) => HANDOFF_TREATMENTS[target] === treatment);

const TARGET_NAMES: Readonly<Record<HandoffTarget, string>> = { florist: 'collega bloemist', euroflorist: 'EuroFlorist' };

export const handoffMessages = {
  /** Success toasts (spec §4). */
  sentToFlorist: (orderId: number | string) => `Order ${orderId} naar collega bloemist`,
  sentToRelay: (orderId: number | string) => `Order ${orderId} naar EuroFlorist`,
  /** Marking sends nothing: the toast says what happened, not 'naar EuroFlorist' as if mailed (issue 21). */
  markedForRelay: (orderId: number | string) => `Order ${orderId} is gemarkeerd als afgehandeld door EuroFlorist`,
  /** The questions before a hand-off that cannot be undone (issue 21). */
  askRelayMail: (orderId: number | string) => `Order ${orderId} naar EuroFlorist mailen? Dit kan niet ongedaan worden gemaakt.`,
  askRelayMark: (orderId: number | string) => `Order ${orderId} markeren als afgehandeld door EuroFlorist? Er gaat geen mail weg.`,
  /** Failure toasts (spec §8). */
  floristFailed: 'Kan niet naar Bloemist versturen!',
  relayFailed: 'Kan niet naar EuroFlorist versturen!',
  markFailed: 'Kan niet als afgehandeld door Euroflorist markeren',
  noFlorist: 'Helaas hebben we geen collega bloemist voor deze order kunnen vinden.',
  floristNotFound: (id: number | string) => `Bloemist ${id} is niet gevonden`,
  floristInactive: (name: string) => `${name} neemt geen orders meer aan`,
  floristNoEmail: (name: string) => `Van ${name} is geen geldig e-mailadres bekend`,
  alreadyHandedOff: (orderId: number | string, target: HandoffTarget) => `Order ${orderId} is al naar ${TARGET_NAMES[target]} verstuurd`,
  inProgress: 'Deze overdracht loopt al',
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een andere overdracht',
  floristMailFailed: 'De mail aan de collega bloemist kon niet worden verstuurd. Probeer het opnieuw.',
  relayMailFailed: 'De mail aan EuroFlorist kon niet worden verstuurd. Probeer het opnieuw.',
  validationErrors: 'Er zijn validatie fouten opgetreden, controleer uw invoer.',
  /** The import into the relay's own system (spec §2, §8); its order opens in a popup of the relay's site. */
  importedToRelay: 'Order is in nieuwe popup in Euroflorist geimporteerd',
  askRelayImport: (orderId: number | string) => `Order ${orderId} importeren in EuroFlorist? Dit kan niet ongedaan worden gemaakt.`,
  relayPopupBlocked: 'De browser hield de popup tegen.',
  openRelayPopup: 'Openen',
  completeRelayForm: (labels: string[]) => `Vul eerst in het EuroFlorist-formulier (B E) in: ${labels.join(', ')}`,
} as const;
