import { z } from "../../lib/zod";
import { LoginResult } from "../auth/schemas";
import { SOCIAL_ROLES } from "./accounts";

const Role = z.enum(SOCIAL_ROLES, { message: "Choose fan or performer." }).default("fan").openapi({
  description: "For a new account: fan or creator (performer). An existing account keeps its role.",
});

const Remember = z.boolean().optional().default(false);

export const GoogleLoginBody = z
  .object({
    idToken: z.string().min(20, "Send the ID token Google gave you.").max(8000).optional(),
    /** The name Google's web button uses for the ID token. */
    credential: z.string().min(20).max(8000).optional(),
    /** The name older Google clients use. */
    tokenId: z.string().min(20).max(8000).optional(),
    role: Role,
    remember: Remember,
  })
  .refine((b) => Boolean(b.idToken ?? b.credential ?? b.tokenId), {
    message: "Send the ID token Google gave you.",
    path: ["idToken"],
  })
  .openapi("GoogleLogin", {
    description:
      "One of idToken, credential or tokenId is required (the same token under each client's name).",
    anyOf: [{ required: ["idToken"] }, { required: ["credential"] }, { required: ["tokenId"] }],
  });

export const GoogleTokenBody = z
  .object({
    code: z.string().min(1, "Send the code Google returned.").max(2000),
    redirectUri: z.url({ message: "Send the redirect URI the code was issued for." }).max(500),
    role: Role,
    remember: Remember,
  })
  .openapi("GoogleCodeLogin");

export const SocialLoginResult = LoginResult.extend({ isNewAccount: z.boolean() }).openapi(
  "SocialLoginResult",
);

export const TwitterLoginBody = z
  .object({
    role: Role,
    callbackUrl: z.string().max(500).optional().openapi({
      description:
        "A path or address on this site X sends the person back to; default /auth/twitter/callback",
    }),
  })
  .openapi("TwitterLogin");

export const TwitterLoginStart = z
  .object({
    oauthToken: z.string(),
    oauthTokenSecret: z.string(),
    callbackUrl: z.string(),
    authorizeUrl: z.string().openapi({ description: "Send the person here to approve" }),
  })
  .openapi("TwitterLoginStart");

export const TwitterCallbackBody = z
  .object({
    oauthToken: z.string().min(1).max(500).optional(),
    oauth_token: z.string().min(1).max(500).optional(),
    oauthVerifier: z.string().min(1).max(500).optional(),
    oauth_verifier: z.string().min(1).max(500).optional(),
    oauthTokenSecret: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .openapi({ description: "Clients without cookies send back the secret /auth/twitter/login gave them" }),
    role: z.enum(SOCIAL_ROLES).optional(),
    remember: Remember,
  })
  .refine((b) => Boolean(b.oauthToken ?? b.oauth_token), {
    message: "Send the oauth_token X returned.",
    path: ["oauthToken"],
  })
  .refine((b) => Boolean(b.oauthVerifier ?? b.oauth_verifier), {
    message: "Send the oauth_verifier X returned.",
    path: ["oauthVerifier"],
  })
  .openapi("TwitterCallback", {
    description: "oauthToken (or oauth_token) and oauthVerifier (or oauth_verifier) are required.",
    allOf: [
      { anyOf: [{ required: ["oauthToken"] }, { required: ["oauth_token"] }] },
      { anyOf: [{ required: ["oauthVerifier"] }, { required: ["oauth_verifier"] }] },
    ],
  });
