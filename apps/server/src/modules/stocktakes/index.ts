// 棚卸's public surface (decision 069): its routes. It writes only its own tables; stock moves
// through the stock service.
export { stocktakesRoutes } from './stocktakes.routes.ts';
