import { startWarehouseSim, type WarehouseSim } from '@logi/warehouse-sim';
import type { AppConfig } from './config.ts';

/**
 * `npm start` runs the warehouse simulator in-process on SIM_PORT, its state in the schema
 * warehouse_sim of the app's database, unless WAREHOUSE_SIM=off. A failure to start it (port
 * taken) is reported and the app runs on without it.
 */
export async function startSimulatorAlongside(
  config: AppConfig,
  databaseUrl: string,
): Promise<WarehouseSim | null> {
  if (config.WAREHOUSE_SIM === 'off') return null;
  try {
    const sim = await startWarehouseSim({
      connectionString: databaseUrl,
      port: config.SIM_PORT,
      // Only the app itself calls it, on loopback; its control API needs SIM_CONTROL_TOKEN
      // (random when unset: closed), which the app's own requests never carry.
      host: '127.0.0.1',
      ...(config.SIM_CONTROL_TOKEN && { controlToken: config.SIM_CONTROL_TOKEN }),
    });
    console.log(`Warehouse simulator: http://localhost:${config.SIM_PORT} (/openapi.json)`);
    return sim;
  } catch (error) {
    console.error(
      `Warehouse simulator not started: ${error instanceof Error ? error.message : error}`,
    );
    return null;
  }
}
