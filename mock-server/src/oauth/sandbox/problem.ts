import { randomToken, type RandomBytes } from "../core/bytes";
import { PREFIX } from "../defaults";

export interface ValidationIssue {
  pointer: string;
  message: string;
  expected?: string;
}

const TITLES: Record<string, string> = {
  validation_failed: "Validation failed",
  malformed_json: "Malformed JSON",
  unsupported_media_type: "Unsupported media type",
};

/**
 * The sandbox API answers RFC 9457 problems like the rest of the API (openapi.yaml `Problem`),
 * reusing the engine's request id when it set one.
 */
export function problem(
  request: Request,
  random: RandomBytes,
  status: number,
  code: keyof typeof TITLES,
  detail: string,
  errors?: ValidationIssue[],
): Response {
  const requestId = request.headers.get("x-request-id") ?? randomToken(random, 12, PREFIX.requestId);
  const body = {
    type: `https://docs.lps.example/errors/${code}`,
    title: TITLES[code],
    status,
    detail,
    code,
    request_id: requestId,
    ...(errors && { errors }),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", "X-Request-Id": requestId },
  });
}
