import { createHmac } from "node:crypto";
import type { ReceivedRequest } from "./receiver";

/** The signature computed the way the contract describes it, without the SDK. */
export function independentSignature(secret: string, request: ReceivedRequest): string {
  const timestamp = String(request.headers["x-service-timestamp"]);
  return createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex");
}

/** The hex values of the `v1=` entries of a delivery's signature header. */
export function v1Entries(request: ReceivedRequest): string[] {
  return String(request.headers["x-service-signature"])
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith("v1="))
    .map((entry) => entry.slice(3));
}
