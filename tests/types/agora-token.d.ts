/** The parts of agora-token's token parser (untyped CommonJS) the streaming tests read tokens with. */
declare module "agora-token/src/AccessToken2.js" {
  export class AccessToken2 {
    appId: unknown;
    issueTs: number;
    expire: number;
    from_string(token: string): boolean;
    verifySignature(appCertificate: string): boolean;
    getServices(serviceType: number): unknown[];
  }
  export class ServiceRtc {
    constructor(channelName: string, uid: string);
    service_type(): number;
    static kPrivilegeJoinChannel: number;
    static kPrivilegePublishAudioStream: number;
    static kPrivilegePublishVideoStream: number;
    static kPrivilegePublishDataStream: number;
  }
}
