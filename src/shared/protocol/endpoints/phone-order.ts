import { Type } from 'typebox';
import { AddressQuery, CustomerQuery, KnownAddress, KnownCustomer, KnownProduct, ProductQuery } from '../../schema/phone-order.ts';
import { phoneOrderRoutes } from '../api-routes/phone-order.ts';
import { withSchemas } from '../endpoint.ts';

export const phoneOrderEndpoints = withSchemas(phoneOrderRoutes, {
  findCustomers: { querystring: CustomerQuery, response: { 200: Type.Array(KnownCustomer) } },
  findAddress: { querystring: AddressQuery, response: { 200: KnownAddress } },
  findProducts: { querystring: ProductQuery, response: { 200: Type.Array(KnownProduct) } },
});
