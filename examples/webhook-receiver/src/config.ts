/** Settings from the environment, shared by both receivers. */
export interface ReceiverConfig {
  /** Several comma-separated secrets are accepted while a rotated secret overlaps. */
  secrets: string[];
  port: number;
  path: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ReceiverConfig {
  const secrets = (env.LPS_WEBHOOK_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0) {
    console.error("Set LPS_WEBHOOK_SECRET to the secret POST /v1/webhooks returned (see README.md).");
    process.exit(1);
  }
  return { secrets, port: Number(env.PORT ?? 8787), path: "/webhooks" };
}
