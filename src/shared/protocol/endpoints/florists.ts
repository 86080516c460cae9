import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { Florist, FloristInput, FloristMatch } from '../../schema/florists.ts';
import { floristRoutes } from '../api-routes/florists.ts';
import { withSchemas } from '../endpoint.ts';

export const floristEndpoints = withSchemas(floristRoutes, {
  listOrderFlorists: { params: IdParams, response: { 200: Type.Array(FloristMatch) } },
  getFlorist: { params: IdParams, response: { 200: Florist } },
  listFlorists: { response: { 200: Type.Array(Florist) } },
  createFlorist: { body: FloristInput, response: { 201: Florist } },
  updateFlorist: { params: IdParams, body: FloristInput, response: { 200: Florist } },
});
