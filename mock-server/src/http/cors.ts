import { cors } from "hono/cors";

/** Browsers may call from any origin; they can read the headers clients act on. */
export const corsPolicy = () =>
  cors({
    origin: "*",
    allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Request-Id"],
    exposeHeaders: ["RateLimit", "RateLimit-Policy", "Retry-After", "X-Request-Id", "Idempotent-Replayed", "WWW-Authenticate"],
    maxAge: 600,
  });
