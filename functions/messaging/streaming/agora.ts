/**
 * Agora RTC tokens (agora-token, AccessToken2). The App ID and App Certificate are secrets
 * (AGORA_APP_ID, AGORA_APP_CERTIFICATE); `npm start`, the tests and the benchmark run with sandbox
 * values of the same shape (scripts/lib/agora-sandbox.mjs), so tokens are issued and can be
 * decoded offline although Agora's cloud cannot be reached. Without them the calls that need a
 * token answer 503 streaming_not_configured.
 */
import { RtcRole, RtcTokenBuilder } from "agora-token";
import { AppError } from "../../errors";

/** Tokens last one hour; the page asks for a new one when it nears its end. */
export const AGORA_TOKEN_TTL_SECONDS = 3600;

const HEX32 = /^[0-9a-f]{32}$/i;

export interface AgoraConfig {
  appId: string;
  certificate: string;
}

/** The project's App ID and certificate; 503 when they are missing or not 32 hex characters. */
export function agoraConfig(env: Pick<Env, "AGORA_APP_ID" | "AGORA_APP_CERTIFICATE">): AgoraConfig {
  const appId = env.AGORA_APP_ID?.trim() ?? "";
  const certificate = env.AGORA_APP_CERTIFICATE?.trim() ?? "";
  if (!HEX32.test(appId) || !HEX32.test(certificate)) throw new AppError("streaming_not_configured");
  return { appId, certificate };
}

export type AgoraRole = "publisher" | "subscriber";

/**
 * A token to join `channel` as `account`: a publisher may send audio and video (the stream's
 * creator), a subscriber only join and watch (viewers; every viewer being a publisher was a
 * known defect).
 */
export function buildRtcToken(
  config: AgoraConfig,
  channel: string,
  account: string,
  role: AgoraRole,
): string {
  const token = RtcTokenBuilder.buildTokenWithUserAccount(
    config.appId,
    config.certificate,
    channel,
    account,
    role === "publisher" ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
    AGORA_TOKEN_TTL_SECONDS,
    AGORA_TOKEN_TTL_SECONDS,
  );
  if (!token) throw new AppError("streaming_not_configured");
  return token;
}
