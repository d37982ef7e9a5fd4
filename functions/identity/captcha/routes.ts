import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, ok, responses } from "../../http/hono";
import { clientIp } from "../../lib/rate-limit";
import { z } from "../../lib/zod";
import { checkCaptcha } from "./service";

const verify = createRoute({
  method: "post",
  path: "/re-captcha/verify",
  tags: ["Lookup"],
  summary:
    "Check a reCAPTCHA token with Google (when captchas are on); 422 captcha_failed when it is not good",
  request: {
    body: {
      content: {
        "application/json": {
          schema: z
            .object({ token: z.string().min(1, "Send the token the widget gave you.").max(4000) })
            .openapi("CaptchaCheck"),
        },
      },
      required: true,
    },
  },
  responses: responses(
    z.object({ success: z.literal(true), required: z.boolean() }),
    "The token is good (or captchas are off: required false)",
    ["validation_failed", "captcha_failed", "provider_unavailable"],
  ),
});

export function registerCaptchaRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(verify, async (c) =>
    ok(
      c,
      (await checkCaptcha(c.get("rc").deps, c.req.valid("json").token, clientIp(c.req.raw.headers))) as {
        success: true;
        required: boolean;
      },
    ),
  );
}
