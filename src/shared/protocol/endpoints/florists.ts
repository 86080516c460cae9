import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { Florist, FloristMatch } from '../../schema/florists.ts';
import { endpoint } from '../endpoint.ts';

export const floristEndpoints = {
  /** The colleague florists who deliver in the order's recipient city, best first (lowest price, most deliveries). */
  listOrderFlorists: endpoint('GET', '/workbench/order/:id/florist', 'user', {
    params: IdParams, response: { 200: Type.Array(FloristMatch) },
  }),
  getFlorist: endpoint('GET', '/workbench/florist/:id', 'user', { params: IdParams, response: { 200: Florist } }),
};
