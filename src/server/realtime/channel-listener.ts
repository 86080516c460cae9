import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Short enough that live updates are back within about 4 s of the database. */
const MAX_RETRY_MS = 4000;

export interface ChannelListenerOptions {
  connection: pg.ClientConfig;
  channel: string;
  log: FastifyBaseLogger;
  onPayload(payload: string): void;
  /** First wait before connecting again after the connection broke; doubles per failure up to 4 s. */
  retryMs?: number;
}

/**
 * One dedicated connection that LISTENs on a channel, outside the pool: a pooled connection would be handed to
 * queries, and LISTEN lasts only as long as its session. When the connection breaks it connects again with a
 * back-off; notifications sent meanwhile are lost (PostgreSQL keeps none for absent listeners).
 */
export class ChannelListener {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly firstRetryMs: number;
  private nextRetryMs: number;
  private closed = false;
  private connections = 0;

  private readonly options: ChannelListenerOptions;

  constructor(options: ChannelListenerOptions) {
    this.options = options;
    this.firstRetryMs = options.retryMs ?? 1000;
    this.nextRetryMs = this.firstRetryMs;
  }

  /**
   * Which listening connection hears the channel now, counted from 1; null while none does. While it stays the same
   * number, every notification sent since that connection began listening has been heard.
   */
  get listening(): number | null {
    return this.client ? this.connections : null;
  }

  /** Listens, or fails: an instance that cannot hear events should not start. */
  start(): Promise<void> {
    return this.connect();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private connect(): Promise<void> {
    this.connecting = this.listen().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async listen() {
    const { connection, channel, onPayload } = this.options;
    const client = new pg.Client({ ...connection, application_name: 'werkplaats-realtime' });
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) onPayload(notification.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end());
    this.client = client;
    this.connections += 1;
    this.nextRetryMs = this.firstRetryMs;
  }

  private lost(client: pg.Client, error?: Error) {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.options.log.warn({ err: error, channel: this.options.channel }, 'Realtime-verbinding met PostgreSQL verbroken');
    this.retryLater();
  }

  private retryLater() {
    const delay = this.nextRetryMs;
    this.nextRetryMs = Math.min(delay * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          if (!this.closed) this.options.log.info({ channel: this.options.channel }, 'Realtime-verbinding met PostgreSQL hersteld');
        },
        (error: unknown) => {
          this.options.log.warn({ err: error, delay: this.nextRetryMs }, 'Realtime-verbinding herstellen mislukt');
          if (!this.closed) this.retryLater();
        },
      );
    }, delay);
  }
}
