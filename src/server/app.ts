import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import type pg from 'pg';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX } from '../shared/protocol/endpoint.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
import { validatorCompiler } from './validation.ts';
import { refuseDeepJson } from './json-depth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { requestId, requestLogPlugin } from './plugins/request-log.ts';
import { routeCataloguePlugin } from './plugins/route-catalogue.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { operationsPlugin } from './plugins/operations.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { printProvidersPlugin } from './plugins/print-providers.ts';
import { carriersPlugin } from './plugins/carriers.ts';
import { euroFloristPlugin } from './plugins/euroflorist.ts';
import type { PrintProvider } from './print/providers/types.ts';
import type { PrintProvider as PrintProviderName } from '../shared/domain/printing.ts';
import { logSerializers } from './log-serializers.ts';
import { startAuthCleanup } from './db/auth-cleanup.ts';
import { apiRoutes } from './routes/api.ts';
import { socketRoutes } from './routes/socket.ts';
import { downloadRoutes } from './routes/download.ts';
import { registerClient } from './client-files.ts';
import { cachedReads, type CachedReads } from './cached-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: pg.Pool;
    dbKind: Database['kind'];
    mailer: Mailer;
    realtime: RealtimeHub;
    reads: CachedReads;
  }
}

export interface AppParts {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: boolean | object;
  /** Replaces the configured print providers (tests of the print queue pass fakes). */
  printProviders?: Partial<Record<PrintProviderName, PrintProvider>>;
}

/** The whole HTTP application; main.ts listens with it and tests call it through `inject`. */
export async function buildApp({ config, database, mailer, logger, printProviders }: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), serializers: logSerializers },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // request-log.ts writes one line per request instead of Fastify's two, which name the URL.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  refuseDeepJson(app);

  app.decorate('config', config);
  app.decorate('db', database.pool);
  app.decorate('dbKind', database.kind);
  app.decorate('mailer', mailer);
  const realtime = await createRealtimeHub(database, app.log);
  app.decorate('realtime', realtime);
  app.decorate('reads', cachedReads(database, realtime));
  app.addHook('onClose', () => realtime.close());
  const stopAuthCleanup = startAuthCleanup(database.pool, config.loginLimits.windowMinutes, app.log);
  app.addHook('onClose', async () => stopAuthCleanup());

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(routeCataloguePlugin);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(securityHeaders);
  // Before every route: it hooks into each route to tell HTTP requests from socket upgrades.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  await app.register(printProvidersPlugin, { overrides: printProviders });
  await app.register(carriersPlugin);
  await app.register(euroFloristPlugin);
  await app.register(jobsPlugin);
  await app.register(operationsPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(socketRoutes);
  await app.register(downloadRoutes);

  await registerClient(app, config.clientDir);
  return app;
}

/** A hop count as the function Fastify runs for one (its types accept no number): the first `hops` proxies. */
function trustedProxies(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
