import type { FastifyServerOptions } from 'fastify';

type LoggerInput = { level: string; nodeEnv: string; isTty: boolean | undefined };

/**
 * Readable lines for a person at a terminal, JSON lines for everything else (files, log
 * collectors, tests): pino-pretty runs as a worker transport only when stdout is a TTY.
 */
export function loggerOptions({
  level,
  nodeEnv,
  isTty,
}: LoggerInput): FastifyServerOptions['logger'] {
  if (!isTty || nodeEnv === 'test') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
