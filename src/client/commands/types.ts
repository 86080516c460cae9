import type { SingleUndo, UndoOffer } from '../state/last-undo.ts';
import type { Order, OrderListItem } from '../../shared/schema/order.ts';
import type { OrderRoute } from '../../shared/routes.ts';
import type { WhenContext } from '../../shared/commands/when.ts';
import type { ListGap } from '../../shared/domain/list-place.ts';
import type { OrderMailType } from '../../shared/domain/order-mails.ts';
import type { PrintJobType } from '../../shared/domain/constants.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import type { Shipment } from '../../shared/schema/carriers.ts';
import type { BulkRequest } from '../../shared/schema/bulk.ts';
import type { PrintOptions } from '../print/print-document.ts';
import type { EditableBlockId } from '../state/order-edit.ts';
import type { PrintUnderway } from '../state/ui.ts';
import type { CameraControls } from '../panels/photos/photo-camera.ts';

/** An order a number or barcode named: enough to open it, or its photo screen when it has the photo service. */
export interface FoundOrder {
  id: number;
  orderNumber: string;
  photoService: boolean;
}

/** What commands may do to the app; the real one is app-services.ts, tests pass a fake. */
export interface AppServices {
  /** Goes to an order route (or any path); formatting stays in one place. */
  goTo(target: OrderRoute | string, options?: { replace?: boolean }): void;
  refreshList(): void | Promise<void>;
  showPalette(): void;
  toggleShortcuts(): void;
  focusSearch(): void;
  /** Opens a block of the open order for editing, its first field focused. */
  editBlock(block: EditableBlockId): void;
  /** Marks the open order 'Verwerkt'; rejects with the server's message. */
  markProcessed(): Promise<void>;
  focusNewLogEntry(): void;
  /** Saves the block being edited, as its Opslaan button does. */
  saveEditedBlock(): void;
  /** Adds the internal-log entry being typed, as its Toevoegen button does. */
  submitLogEntry(): void;
  /** Sends a customer mail of an order; the outcome is shown as a toast. Resolves to whether it was sent. */
  sendMail(orderId: number, type: OrderMailType): Promise<boolean>;
  /**
   * Prints a document of an order on this workstation's printer for it (or the one given); the outcome is a toast,
   * a missing printer the 'Configuratie fout' dialog. Resolves to whether it printed.
   */
  printDocument(orderId: number, type: PrintJobType, options?: PrintOptions): Promise<boolean>;
  /** An order's print ledger, newest first. */
  listPrintJobs(orderId: number): Promise<PrintJob[]>;
  /** The shipments registered for an order with any carrier. */
  listShipments(orderId: number): Promise<Shipment[]>;
  /** Opens the 'Print EF kaart' modal (spec §2). */
  openEfCard(): void;
  /** Puts keyboard focus on the list row that took the place of an order that left the list. */
  focusListPlace(): void;
  toggleSidebar(): void;
  logout(): void;
  /** Lets the user pick a numeric folder; null when cancelled. */
  chooseFolder(): Promise<{ id: number; title: string } | null>;
  /** Puts an order in a numeric folder; its list row follows, a refusal is a toast. Resolves to whether it moved. */
  moveToFolder(orderId: number, folderId: number): Promise<boolean>;
  /** Finds an order by its number or the digits of its barcode; rejects with a Dutch message. */
  findOrder(code: string): Promise<FoundOrder>;
  /** Opens the camera barcode scanner (spec §2 barcode scanning). */
  openScanner(): void;
  /** Closes the camera barcode scanner; its camera stops. */
  closeScanner(): void;
  /** Ticks or unticks an order of the list for the bulk commands; it becomes where Shift+↑/↓ extend from. */
  toggleSelected(orderId: number): void;
  /** Selects the rows from the anchor (without one: from `fromId`) to `toId`, as Shift+↑/↓ do. */
  extendSelection(fromId: number, toId: number): void;
  selectAll(): void;
  clearSelection(): void;
  /** Starts a bulk job; its toast follows it, the selection stays until Esc. Rejects with the server's message. */
  runBulkJob(request: BulkRequest): Promise<void>;
  /** Takes a finished bulk job back; its toast says how that went. Rejects with the server's message. */
  undoBulkJob(jobId: string): Promise<void>;
  /** Takes a single move, processed mark, delete or block edit back; a toast says so. Rejects with the server's message. */
  undoSingleAction(undo: SingleUndo): Promise<void>;
  /** Lets the user pick an order mail type; null when cancelled. */
  chooseMailType(): Promise<OrderMailType | null>;
  /** Opens the attachments panel's file picker, as soon as the panel is there. */
  pickAttachmentFile(): void;
  /** Asks first, then deletes an order (soft) and returns to the list; a refusal is a toast. Resolves to whether it was deleted. */
  deleteOrder(order: Pick<Order, 'id' | 'orderNumber'>): Promise<boolean>;
  /** The photo screen's camera, when one is on screen. */
  camera: CameraControls;
  /** Sends an order's photo mail; the outcome is a toast. Resolves to whether it was sent. */
  sendPhotoMail(orderId: number): Promise<boolean>;
  /**
   * Asks first, then marks an order handled by the flower relay (no mail); a refusal is a toast with the server's
   * message, and rejects. Resolves to whether it was marked.
   */
  markRelayHandled(order: Pick<Order, 'id' | 'orderNumber'>): Promise<boolean>;
  /**
   * Asks first, then imports an order into the relay's own system with the relay form's values (the form on screen,
   * else as filled from the order) and opens it there in a popup; a refusal is a toast, and rejects.
   */
  importToRelay(order: Order): Promise<boolean>;
  /** Asks for the reason, then takes the order's hand-off back; a refusal is a toast. Resolves to whether it was withdrawn. */
  withdrawHandoff(order: Pick<Order, 'id' | 'orderNumber' | 'version' | 'treatment' | 'handoffs'>): Promise<boolean>;
  /** The new-order form (issue 24): Ctrl+Enter saves it, Esc leaves it (asking first when something was typed). */
  phoneOrder: { save(): void; discard(): void };
  /** Does what the newest toast's action button does, and closes it. */
  actOnNewestToast(): void;
  /** Closes the newest toast that stays until dismissed. */
  dismissNewestToast(): void;
  notify: {
    success(message: string): void;
    /** A success that offers 'Ongedaan maken' of the single action just done, as long as Ctrl+Z can. */
    undoable(message: string): void;
    info(message: string): void;
    error(message: string): void;
  };
}

/** What a command may read when it decides whether it applies and when it runs. */
export interface CommandContext {
  app: AppServices;
  route: OrderRoute | null;
  activeOrder: Order | null;
  listItems: readonly OrderListItem[];
  /** Where the order that last left the list stood (moved, processed): ↓ and ↑ go on from there. */
  listGap: ListGap | null;
  listPages: { page: number; pages: number };
  isAdministrator: boolean;
  /** The workstation's location (its name), when known: carrier suggestions depend on it. */
  location: string | null;
  /** Documents being sent to the printer right now (their print commands wait). */
  printsUnderway: readonly PrintUnderway[];
  /** The orders ticked for the bulk commands, in list order. */
  selection: readonly number[];
  /** This workstation's newest bulk job while its toast still offers to undo it. */
  undoableBulkJob: string | null;
  /** What Ctrl+Z takes back: the newest of this workstation's undoable single action and bulk job. */
  undoableAction: UndoOffer | null;
  /** The booleans keymap when-clauses test (inputFocus, route.sendTo, …). */
  flags: WhenContext;
}

/** Where a command was started from; failures and tests can tell them apart. */
export type CommandSource = 'palette' | 'keyboard' | 'button' | 'scanner' | 'socket' | 'api';

export interface Command<Args = unknown> {
  /** Stable dotted id: the only link between keymaps, buttons and the palette. */
  id: string;
  /** Dutch, shown in the palette, tooltips and the shortcut overview. */
  title: string;
  /** The palette's text when it depends on the moment (e.g. which carrier is suggested); else the title. */
  paletteTitle?: (context: CommandContext) => string;
  group: string;
  keywords?: readonly string[];
  /** Only administrators may run it: the '?' sheet leaves it out for everybody else. */
  adminOnly?: boolean;
  /**
   * When the command applies, as a when-clause over the flags of when-flags.ts ('order.loaded && order.printed'),
   * the keymap's language: while false a button greys out, the palette hides it, its key says why it cannot run.
   */
  when?: string;
  /**
   * Dutch toast text for its key while `when` is false ('Selecteer eerst orders …'), or the reason read from the
   * context ('Kaart 1 printen: Deze order heeft geen kaart'); without one, or when it gives none, a general text.
   */
  unavailableMessage?: string | ((context: CommandContext) => string | undefined);
  run: (context: CommandContext, args: Args) => void | Promise<void>;
  /** Dutch toast text when run fails; without it the error's own message is shown. */
  failureMessage?: string;
  /** Hidden from the palette's command list (it needs arguments, e.g. open by number). */
  hidden?: boolean;
}
