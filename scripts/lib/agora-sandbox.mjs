// SANDBOX Agora credentials for local runs only (npm start, npm run dev, the tests, the benchmark).
// They are random values of the right shape (32 hex characters each), not a real Agora project:
// tokens are issued and can be decoded offline, but Agora's cloud would refuse them. In production
// set real ones as secrets: `wrangler secret put AGORA_APP_ID` and `wrangler secret put
// AGORA_APP_CERTIFICATE`. A .dev.vars that sets either replaces these locally.
export const AGORA_SANDBOX = Object.freeze({
  AGORA_APP_ID: "d8f37b7c4c05f053a1c0b3e30753102b",
  AGORA_APP_CERTIFICATE: "116690edbd7c64c4b18d7242d0291505",
});
