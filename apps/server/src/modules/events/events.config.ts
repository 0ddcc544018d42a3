import { z } from 'zod';
import { SSE_HEARTBEAT_MS } from './sse-stream.ts';

const eventsEnvSchema = z.object({
  // Comment lines keep idle proxies from closing the stream; each one also re-checks the session.
  SSE_HEARTBEAT_SECONDS: z.coerce
    .number()
    .min(0.05)
    .max(300)
    .default(SSE_HEARTBEAT_MS / 1000),
});

export function readEventsConfig(env: NodeJS.ProcessEnv = process.env): { heartbeatMs: number } {
  const parsed = eventsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { heartbeatMs: parsed.data.SSE_HEARTBEAT_SECONDS * 1000 };
}
