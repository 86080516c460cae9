import { route } from '../endpoint.ts';

export const tagRoutes = {
  listTags: route('GET', '/workbench/tag', 'user'),
  getProcessedFolder: route('GET', '/workbench/tag/processed', 'user'),
  getExpiredFolder: route('GET', '/workbench/tag/deliveryexpired', 'user'),
  createTag: route('POST', '/workbench/tag', 'admin'),
  renameTag: route('PUT', '/workbench/tag/0', 'admin'),
  deleteTag: route('DELETE', '/workbench/tag/:id', 'admin'),
  /** Puts an object (an order) in this folder; an order is in at most one folder. */
  tagOrder: route('POST', '/workbench/tag/:id', 'user'),
  untagOrder: route('DELETE', '/workbench/order/:id/tag/:tagId', 'user'),
};
