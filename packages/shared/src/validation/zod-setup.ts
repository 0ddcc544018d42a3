import { z } from 'zod';

// No generated code: zod's `new Function` probe, run when the first object schema is built, is
// reported as a blocked 'unsafe-eval' by the SPA's Content Security Policy on every page.
// Imported first by the package index, so it runs before any schema exists.
z.config({ jitless: true });
