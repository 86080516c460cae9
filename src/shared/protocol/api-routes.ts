// The API's routes without their schemas (issue 26): method, path and access, all a call needs. The server's table
// (endpoints.ts) gives each its schemas; the client calls these, typed by those schemas but without carrying them.
import { attachmentRoutes } from './api-routes/attachments.ts';
import { authRoutes } from './api-routes/auth.ts';
import { bulkRoutes } from './api-routes/bulk.ts';
import { carrierRoutes } from './api-routes/carriers.ts';
import { floristRoutes } from './api-routes/florists.ts';
import { handoffRoutes } from './api-routes/handoffs.ts';
import { orderRoutes } from './api-routes/orders.ts';
import { phoneOrderRoutes } from './api-routes/phone-order.ts';
import { printingRoutes } from './api-routes/printing.ts';
import { statsRoutes } from './api-routes/stats.ts';
import { tagRoutes } from './api-routes/tags.ts';
import { webhookRoutes } from './api-routes/webhooks.ts';
import { workbenchRoutes } from './api-routes/workbench.ts';

export const apiRoutes = {
  ...authRoutes, ...workbenchRoutes, ...orderRoutes, ...printingRoutes, ...tagRoutes, ...carrierRoutes,
  ...webhookRoutes, ...floristRoutes, ...handoffRoutes, ...attachmentRoutes, ...statsRoutes,
  ...bulkRoutes,
  ...phoneOrderRoutes,
};
