import { route } from '../endpoint.ts';

export const floristRoutes = {
  /** The colleague florists who deliver in the order's recipient city, best first (lowest price, most deliveries). */
  listOrderFlorists: route('GET', '/workbench/order/:id/florist', 'user'),
  getFlorist: route('GET', '/workbench/florist/:id', 'user'),
  /** Every florist, the deactivated ones too, by name (the florist admin screen). */
  listFlorists: route('GET', '/workbench/florist', 'admin'),
  createFlorist: route('POST', '/workbench/florist', 'admin'),
  /** Saves a florist whole, delivery cities included; `active: false` deactivates. */
  updateFlorist: route('PUT', '/workbench/florist/:id', 'admin'),
};
