// The fulfilment module's surface (出荷作業, issue 26): its routes. It owns the picking batches and
// maps a batch's orders onto the printed documents and the carriers' label files.
export { fulfilmentRoutes } from './fulfilment.routes.ts';
