import { Type } from 'typebox';
import { IdParams, Success } from '../../schema/common.ts';
import { OrderChange } from '../../schema/order.ts';
import { OrderTagParams } from '../../schema/order-requests.ts';
import { NewTag, RenamedTag, Tag, TagObject, TagQuery } from '../../schema/tag.ts';
import { endpoint } from '../endpoint.ts';

export const tagEndpoints = {
  listTags: endpoint('GET', '/workbench/tag', 'user', { querystring: TagQuery, response: { 200: Type.Array(Tag) } }),
  getProcessedFolder: endpoint('GET', '/workbench/tag/processed', 'user', { response: { 200: Tag } }),
  getExpiredFolder: endpoint('GET', '/workbench/tag/deliveryexpired', 'user', { response: { 200: Tag } }),
  createTag: endpoint('POST', '/workbench/tag', 'admin', { body: NewTag, response: { 201: Tag } }),
  renameTag: endpoint('PUT', '/workbench/tag/0', 'admin', { body: RenamedTag, response: { 200: Tag } }),
  deleteTag: endpoint('DELETE', '/workbench/tag/:id', 'admin', { params: IdParams, response: { 200: Success } }),
  /** Puts an object (an order) in this folder; an order is in at most one folder. */
  tagOrder: endpoint('POST', '/workbench/tag/:id', 'user', { params: IdParams, body: TagObject, response: { 200: OrderChange } }),
  untagOrder: endpoint('DELETE', '/workbench/order/:id/tag/:tagId', 'user', {
    params: OrderTagParams, response: { 200: OrderChange },
  }),
};
