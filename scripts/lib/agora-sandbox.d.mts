/** Types of agora-sandbox.mjs (the sandbox Agora credentials of local runs). */
export declare const AGORA_SANDBOX: Readonly<{ AGORA_APP_ID: string; AGORA_APP_CERTIFICATE: string }>;
