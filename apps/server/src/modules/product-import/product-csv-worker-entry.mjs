// The product CSV worker's entry: Node 20 cannot start a .ts worker, so this registers tsx first.
import { register } from 'tsx/esm/api';

register();
await import('./product-csv-worker.ts');
