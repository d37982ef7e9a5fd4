import { z } from "zod";
import { humanMessage } from "#functions/lib/validation-messages";

// The pages' Content-Security-Policy forbids eval. zod probes for its `new Function` fast path when
// a schema is defined, which the browser refuses and reports as a violation, so the browser's zod
// runs without it. Imported first by app/root.tsx, before any module that defines a schema. The
// same messages as the server's for issues a schema does not word itself.
z.config({ jitless: true, customError: humanMessage });
