// One simulated workstation of `npm run bench:peak`: a signed-in user with the live socket open, working the day's
// list one action at a time in the peak-hour mix, as the client calls the API (same endpoints, same bodies).
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { suggestCarrier } from '../../src/shared/domain/carrier-suggestion.ts';
import { DYNALOGIC_NO_KIND } from '../../src/shared/domain/carrier-forms/dynalogic.ts';
import { CARRIER_TITLES, type Carrier } from '../../src/shared/domain/constants.ts';
import { API_PREFIX, fillPath, type Endpoint } from '../../src/shared/protocol/endpoint.ts';
import { endpoints } from '../../src/shared/protocol/endpoints.ts';
import { SOCKET_PATH, unwrapSocketMessage } from '../../src/shared/protocol/socket.ts';
import type { Order, OrderListItem } from '../../src/shared/schema/order.ts';
import { ACTIONS, type Action, type Outcome, type PeakRecorder } from './peak-recorder.ts';

/** Actions per workstation per minute at the peak, at real speed. */
export const PEAK_MIX: Readonly<Record<Action, number>> = { list: 4, open: 6, edit: 2, print: 2, register: 1, mail: 0.5 };
export const ACTIONS_PER_MINUTE = ACTIONS.reduce((sum, action) => sum + PEAK_MIX[action], 0);
/** Staff work the first pages of the day's list (the newest work); together they share about 250 orders. */
const PAGES_IN_USE = 5;
/** The working day's unprocessed orders (the 'Vandaag' folder, tomorrow's date from 12:00). */
const DAY_LIST = 'today';

export interface LocationSetup {
  name: string;
  orderPrinter: string;
  enabledCarriers: Carrier[];
}

export interface WorkstationSetup {
  index: number;
  instance: { name: string; url: string };
  token: string;
  location: LocationSetup;
  recorder: PeakRecorder;
}

interface Answer {
  /** The request, e.g. 'POST /workbench/transport/reviva/register', to name it in the report. */
  request: string;
  status: number;
  body: any;
}

/** The status, the server's message and the fields it names, for the report. */
function describeError({ request, status, body }: Answer): string {
  const fields = (body?.errors ?? []).map((error: { field: string; message: string }) => `${error.field}: ${error.message}`);
  return [request, status, body?.message, ...fields].filter(Boolean).join(' ');
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

function pickAction(): Action {
  let left = Math.random() * ACTIONS_PER_MINUTE;
  for (const action of ACTIONS) {
    left -= PEAK_MIX[action];
    if (left < 0) return action;
  }
  return 'list';
}

export class Workstation {
  private socket: WebSocket | undefined;
  private listItems: OrderListItem[] = [];
  private pages = 1;
  private order: Order | undefined;
  private readonly headers: Record<string, string>;
  actionsDone = 0;

  private readonly setup: WorkstationSetup;

  constructor(setup: WorkstationSetup) {
    this.setup = setup;
    this.headers = { authorization: `Bearer ${setup.token}`, 'x-location': setup.location.name };
  }

  /** Opens the live socket; resolves once it is open. */
  connect(): Promise<void> {
    const { instance, token, index, recorder } = this.setup;
    const socket = new WebSocket(`${instance.url.replace(/^http/, 'ws')}${SOCKET_PATH}?token=${token}`);
    this.socket = socket;
    socket.on('message', (data) => {
      const message = unwrapSocketMessage(data.toString());
      recorder.socketMessage(message?.type ?? 'unknown');
      // Every order write announces one change; one that moves the order on carries its list row.
      if (message?.type === 'change' && message.change.listItem !== undefined) recorder.heard(message.change.orderId, instance.name, index);
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  close() {
    this.socket?.close();
  }

  /** Each action once, before the recorder starts: the servers' first PDF or label is not a peak-hour figure. */
  async warmUp() {
    for (const action of ACTIONS) await this.act(action);
  }

  /**
   * Works until `until` (performance.now()): actions arrive at random (a Poisson stream at `perMinute`), one at a
   * time; a workstation that falls behind starts the next at once, so doing fewer than planned means the servers
   * were too slow.
   */
  async run(until: number, perMinute: number) {
    const meanGapMs = 60_000 / perMinute;
    let next = performance.now() + Math.random() * meanGapMs;
    while (next < until) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await this.act(pickAction());
      this.actionsDone++;
      next += -Math.log(1 - Math.random()) * meanGapMs;
    }
  }

  private async act(action: Action) {
    const started = performance.now();
    let outcome: Outcome;
    let error: string | undefined;
    try {
      const answer = await this.perform(action);
      if (answer === 'skipped') outcome = 'skipped';
      else if (answer.status === 409) outcome = 'conflict';
      else if (answer.status < 300) outcome = 'ok';
      else [outcome, error] = ['error', describeError(answer)];
    } catch (thrown) {
      outcome = 'error';
      error = String(thrown);
    }
    this.setup.recorder.record(action, performance.now() - started, outcome, error);
  }

  private perform(action: Action): Promise<Answer | 'skipped'> {
    switch (action) {
      case 'list':
        return this.refreshList();
      case 'open':
        return this.openOrder();
      case 'edit':
        return this.editComment();
      case 'print':
        return this.printOrderSheet();
      case 'register':
        return this.registerWithSuggestedCarrier();
      case 'mail':
        return this.sendMail();
    }
  }

  private async refreshList(): Promise<Answer> {
    const page = 1 + Math.floor(Math.random() * Math.min(this.pages, PAGES_IN_USE));
    const answer = await this.call(endpoints.listOrders, {}, undefined, `?tags[]=${DAY_LIST}&page=${page}`);
    if (answer.status === 200) {
      this.listItems = answer.body.data;
      this.pages = Math.max(1, Math.ceil(answer.body.meta.total / answer.body.meta.pageSize));
    }
    return answer;
  }

  private async openOrder(): Promise<Answer | 'skipped'> {
    if (this.listItems.length === 0) return 'skipped';
    const { id } = pick(this.listItems);
    const answer = await this.call(endpoints.getOrder, { id });
    if (answer.status !== 200) return answer;
    this.order = answer.body;
    this.socket?.send(JSON.stringify({ type: 'openOrder', orderId: id, location: this.setup.location.name }));
    return answer;
  }

  /** Saves the customer comment with the version the workstation read when it opened the order. */
  private async editComment(): Promise<Answer | 'skipped'> {
    const order = this.order;
    if (!order) return 'skipped';
    const { recorder, instance, index } = this.setup;
    recorder.changeStarted(order.id, instance.name);
    const comment = `Bellen voor bezorging (werkplek ${index + 1}, ${new Date().toISOString().slice(11, 19)})`;
    const answer = await this.call(endpoints.updateOrder, { id: order.id }, { version: order.version, comment });
    // The answer is the change (issue 23), applied as the workbench applies it: its blocks over the order read.
    if (answer.status === 200) this.order = { ...order, ...answer.body.blocks, version: answer.body.version };
    else recorder.changeEnded(order.id);
    return answer;
  }

  private async printOrderSheet(): Promise<Answer | 'skipped'> {
    if (!this.order) return 'skipped';
    const body = { type: 'order', printer: this.setup.location.orderPrinter };
    return this.call(endpoints.queuePrint, { id: this.order.id }, body, '', { 'idempotency-key': randomUUID() });
  }

  /** The send screen: its config (the form's defaults) for the suggested carrier, then the registration. */
  private async registerWithSuggestedCarrier(): Promise<Answer | 'skipped'> {
    const order = this.order;
    if (!order || order.activeTransporter) return 'skipped';
    const { location } = this.setup;
    const suggestion = suggestCarrier(order, { enabled: location.enabledCarriers, location: location.name, now: new Date() });
    if (!suggestion) return 'skipped';
    const { carrier } = suggestion;
    const config = await this.call(endpoints.getCarrierConfig, { carrier }, undefined, `?orderId=${order.id}`);
    if (config.status !== 200) return config;
    // As on the screen, an ordinary order's kind for Dynalogic is the user's to choose (spec §5): day delivery.
    const values = config.body.defaults.orderKind === DYNALOGIC_NO_KIND ? { ...config.body.defaults, orderKind: 'BOEKDAG' } : config.body.defaults;
    const body = { orderId: order.id, transporter: CARRIER_TITLES[carrier], values };
    const answer = await this.call(endpoints.registerShipment, { carrier }, body, '', { 'idempotency-key': randomUUID() });
    if (answer.status === 200) this.order = answer.body.order;
    return answer;
  }

  private async sendMail(): Promise<Answer | 'skipped'> {
    if (!this.order) return 'skipped';
    const headers = { 'idempotency-key': randomUUID() };
    return this.call(endpoints.sendMail, { id: this.order.id }, { type: 'KiB' }, '', headers);
  }

  private async call(
    endpoint: Endpoint,
    params: Record<string, string | number>,
    body?: unknown,
    query = '',
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers = { ...this.headers, ...extraHeaders, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const path = fillPath(endpoint.path, params);
    const response = await fetch(`${this.setup.instance.url}${API_PREFIX}${path}${query}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { request: `${endpoint.method} ${path}`, status: response.status, body: text ? JSON.parse(text) : undefined };
  }
}
