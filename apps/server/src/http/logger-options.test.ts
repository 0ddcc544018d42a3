import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

describe('loggerOptions', () => {
  it('pretty-prints for a person at a terminal', () => {
    const options = loggerOptions({ level: 'info', nodeEnv: 'development', isTty: true });
    expect(options).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    // The transport is loaded by name in a worker: it must resolve from the server package.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });

  it('writes JSON lines when stdout is a pipe or a file, and always in tests', () => {
    expect(loggerOptions({ level: 'warn', nodeEnv: 'production', isTty: undefined })).toEqual({
      level: 'warn',
    });
    expect(loggerOptions({ level: 'warn', nodeEnv: 'test', isTty: true })).toEqual({
      level: 'warn',
    });
  });
});
