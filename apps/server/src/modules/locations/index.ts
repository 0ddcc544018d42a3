// The locations module's public surface (棚番, decision 066): its routes, the warehouses'
// in-use check (wired in app.ts), and the shelf facts the stock service places pieces by.
export { locationsRoutes } from './locations.routes.ts';
export { locationUsingWarehouse } from './locations.service.ts';
export {
  defaultLocationIds,
  locationFacts,
  type LocationFact,
} from './location-facts.repository.ts';
