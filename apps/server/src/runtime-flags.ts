/**
 * Node's flags for a server process (decision 029): a young generation of 8 MB semi-spaces instead
 * of 16 takes ~45 MB off a server's resident memory, idle or importing 100,000 products, at no
 * measured cost in list throughput. `npm run serve` starts the server with them (package.json,
 * checked by runtime-flags.test.ts) and so do the tests that start it as a child process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;
