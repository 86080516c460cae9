import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { Florist, FloristInput, FloristMatch } from '../../schema/florists.ts';
import { endpoint } from '../endpoint.ts';

export const floristEndpoints = {
  /** The colleague florists who deliver in the order's recipient city, best first (lowest price, most deliveries). */
  listOrderFlorists: endpoint('GET', '/workbench/order/:id/florist', 'user', {
    params: IdParams, response: { 200: Type.Array(FloristMatch) },
  }),
  getFlorist: endpoint('GET', '/workbench/florist/:id', 'user', { params: IdParams, response: { 200: Florist } }),
  /** Every florist, the deactivated ones too, by name (the florist admin screen). */
  listFlorists: endpoint('GET', '/workbench/florist', 'admin', { response: { 200: Type.Array(Florist) } }),
  createFlorist: endpoint('POST', '/workbench/florist', 'admin', { body: FloristInput, response: { 201: Florist } }),
  /** Saves a florist whole, delivery cities included; `active: false` deactivates. */
  updateFlorist: endpoint('PUT', '/workbench/florist/:id', 'admin', { params: IdParams, body: FloristInput, response: { 200: Florist } }),
};
