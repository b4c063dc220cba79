// The part of web-push (3.6.7, CommonJS, no bundled types) the gateway uses.
declare module 'web-push' {
  export interface VapidKeys {
    publicKey: string;
    privateKey: string;
  }
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
  }
  export interface RequestDetails {
    method: 'POST';
    endpoint: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
  }
  export function generateVAPIDKeys(): VapidKeys;
  export function generateRequestDetails(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  const webPush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    generateRequestDetails: typeof generateRequestDetails;
  };
  export default webPush;
}
