// The orders module's surface: its routes, the intake (API, CSV, demo) and the demo seed's pieces.
export { ordersRoutes } from './orders.routes.ts';
export { storeOrders, OrderIntakeRefusal, type OrderActor } from './orders.intake.ts';
export { createDemoOrders, demoMaterials, demoOrderValues, seededRandom } from './orders.demo.ts';
export { showOrder } from './orders.reads.ts';
