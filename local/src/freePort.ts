/**
 * Ports nothing listens on now, for stacks and servers started beside `npm start` (the e2e journeys, the
 * benches, tests of the local stack), so two runs never collide.
 */
import { createServer } from "node:net";
import type { StackPorts } from "./stack";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("The system gave no port to listen on.");
  return address.port;
}

/** A free port for each server of the stack (local/src/stack.ts). */
export async function freeStackPorts(): Promise<StackPorts> {
  return { backend: await freePort(), httpActions: await freePort(), web: await freePort(), admin: await freePort() };
}
