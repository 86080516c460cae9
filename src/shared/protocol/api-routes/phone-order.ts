import { route } from '../endpoint.ts';

/** The phone-order form's look-ups (issue 24); the order itself is made by createOrder. */
export const phoneOrderRoutes = {
  /** At most 10 customers whose name, phone number, e-mail address or postcode holds `q`, newest first. */
  findCustomers: route('GET', '/workbench/customers', 'user'),
  findAddress: route('GET', '/workbench/addresses', 'user'),
  /** At most 10 products once sold whose title or product number holds `q`. */
  findProducts: route('GET', '/workbench/products', 'user'),
};
