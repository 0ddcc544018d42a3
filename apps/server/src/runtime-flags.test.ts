import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './runtime-flags.ts';

it('npm run serve starts the server with the flags the child-process tests use', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { scripts: { serve: string } };
  expect(manifest.scripts.serve).toBe(
    `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/main.ts`,
  );
});
