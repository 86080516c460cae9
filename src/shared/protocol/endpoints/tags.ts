import { Type } from 'typebox';
import { IdParams, Success } from '../../schema/common.ts';
import { OrderChange } from '../../schema/order.ts';
import { OrderTagParams } from '../../schema/order-requests.ts';
import { NewTag, RenamedTag, Tag, TagObject, TagQuery } from '../../schema/tag.ts';
import { tagRoutes } from '../api-routes/tags.ts';
import { withSchemas } from '../endpoint.ts';

export const tagEndpoints = withSchemas(tagRoutes, {
  listTags: { querystring: TagQuery, response: { 200: Type.Array(Tag) } },
  getProcessedFolder: { response: { 200: Tag } },
  getExpiredFolder: { response: { 200: Tag } },
  createTag: { body: NewTag, response: { 201: Tag } },
  renameTag: { body: RenamedTag, response: { 200: Tag } },
  deleteTag: { params: IdParams, response: { 200: Success } },
  tagOrder: { params: IdParams, body: TagObject, response: { 200: OrderChange } },
  untagOrder: { params: OrderTagParams, response: { 200: OrderChange } },
});
