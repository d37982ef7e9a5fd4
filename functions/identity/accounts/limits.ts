import { HOUR, MINUTE } from "../../lib/clock";
import type { Limit } from "../../lib/rate-limit";

/*
 * The rate limits of accounts, in one place. Password guesses (logins, and the current password
 * asked for before email and password changes) are counted per account (per typed name when there
 * is no such account, so probing unknown names behaves the same) and per client address: more than
 * 10 in a minute, or 100 in an hour, and that client gets 429 on that account until the window
 * ends, even with the right password. Keyed by client too, so someone guessing cannot lock the
 * owner, who logs in from another address, out of their account. Registration and mail-sending
 * calls are counted per client address; their ceilings sit well above a real signup burst behind
 * one shared address (an office, a campus NAT).
 */

export const passwordGuessLimits = (account: string, client: string): Limit[] => [
  { key: `login:m:${account}:${client}`, max: 10, windowMs: MINUTE },
  { key: `login:h:${account}:${client}`, max: 100, windowMs: HOUR },
];

export const registerLimits = (client: string): Limit[] => [
  { key: `register:ip:${client}`, max: 30, windowMs: HOUR },
];

/**
 * "This email is already registered" tells whoever asks that the address has an account. Sign-up
 * and the account page need that answer, so it stays, but each client gets it 10 times an hour:
 * plenty for someone who forgot they signed up, far too few to test a list of addresses. Usernames
 * are public (profile addresses), so a taken username is not counted.
 */
export const takenEmailLimits = (client: string): Limit[] => [
  { key: `register-taken:ip:${client}`, max: 10, windowMs: HOUR },
];

/**
 * Forgot password and resend verification mail someone's inbox. Per client, 20 an hour, and 5 an
 * hour for one address; that address's own limit is per client too, so someone asking for its
 * links cannot use up the owner's; a ceiling of 20 an hour per address across clients keeps a
 * crowd of addresses from flooding one inbox.
 */
export const mailLimits = (kind: "forgot" | "verify", client: string, email: string): Limit[] => [
  { key: `${kind}:ip:${client}`, max: 20, windowMs: HOUR },
  { key: `${kind}:email:${email}:${client}`, max: 5, windowMs: HOUR },
  { key: `${kind}:email:${email}`, max: 20, windowMs: HOUR },
];
