/**
 * The local stack's VAPID key pair: made once with web-push and kept in the data folder, so the browsers'
 * subscriptions (made with its public key) keep working across restarts.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function localVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = join(dataDir, "vapid.json");
  const saved = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as Partial<VapidKeys>,
    () => null,
  );
  if (saved?.publicKey && saved.privateKey) return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
