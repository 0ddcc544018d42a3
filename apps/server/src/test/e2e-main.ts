// The browser tests' server (scripts/e2e-server.mjs): the test-only job handlers first, then the
// app's own entry. Production starts main.ts, which imports no test code (decision 049).
import './jobs-e2e-handlers.ts';
import '../main.ts';
