import type { FastifyPluginAsync } from 'fastify';
import { authPlugin } from '../plugins/auth.ts';
import { attachmentRoutes } from './attachments.ts';
import { authRoutes } from './auth.ts';
import { bulkRoutes } from './bulk.ts';
import { carrierRoutes } from './carriers.ts';
import { efCardRoutes } from './ef-card.ts';
import { envRoutes } from './env.ts';
import { featureRoutes } from './features.ts';
import { floristRoutes } from './florists.ts';
import { handoffRoutes } from './handoffs.ts';
import { localeRoutes } from './locale.ts';
import { locationRoutes } from './locations.ts';
import { mailRoutes } from './mail.ts';
import { orderAttributeRoutes } from './order-attributes.ts';
import { orderRoutes } from './orders.ts';
import { phoneOrderRoutes } from './phone-order.ts';
import { planRoutes } from './plan.ts';
import { printerRoutes } from './printers.ts';
import { printRoutes } from './print.ts';
import { schemaRoutes } from './schemas.ts';
import { statsRoutes } from './stats.ts';
import { tagRoutes } from './tags.ts';
import { webhookRoutes } from './webhooks.ts';

/** Every endpoint of the table, behind the access check; registered under API_PREFIX. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(authPlugin);
  for (const routes of [
    authRoutes, envRoutes, localeRoutes, featureRoutes, printerRoutes, schemaRoutes,
    orderRoutes, orderAttributeRoutes, mailRoutes, printRoutes, efCardRoutes, tagRoutes, locationRoutes, carrierRoutes,
    webhookRoutes, floristRoutes, handoffRoutes, attachmentRoutes, statsRoutes, planRoutes, bulkRoutes,
    phoneOrderRoutes,
  ]) {
    await api.register(routes);
  }
};
