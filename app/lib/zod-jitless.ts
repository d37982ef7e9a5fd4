import { z } from "zod";

// The pages' Content-Security-Policy forbids eval. zod probes for its `new Function` fast path when
// a schema is defined, which the browser refuses and reports as a violation, so the browser's zod
// runs without it. Imported first by app/root.tsx, before any module that defines a schema.
z.config({ jitless: true });
