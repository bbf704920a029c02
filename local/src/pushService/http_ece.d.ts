/** The part of http_ece (web-push's own RFC 8188 library) the simulator uses; it ships no types. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}
