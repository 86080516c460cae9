import { Type } from 'typebox';
import { AddressQuery, CustomerQuery, KnownAddress, KnownCustomer, KnownProduct, ProductQuery } from '../../schema/phone-order.ts';
import { endpoint } from '../endpoint.ts';

/** The phone-order form's look-ups (issue 24); the order itself is made by createOrder. */
export const phoneOrderEndpoints = {
  /** At most 10 customers whose name, phone number, e-mail address or postcode holds `q`, newest first. */
  findCustomers: endpoint('GET', '/workbench/customers', 'user', {
    querystring: CustomerQuery, response: { 200: Type.Array(KnownCustomer) },
  }),
  findAddress: endpoint('GET', '/workbench/addresses', 'user', { querystring: AddressQuery, response: { 200: KnownAddress } }),
  /** At most 10 products once sold whose title or product number holds `q`. */
  findProducts: endpoint('GET', '/workbench/products', 'user', {
    querystring: ProductQuery, response: { 200: Type.Array(KnownProduct) },
  }),
};
