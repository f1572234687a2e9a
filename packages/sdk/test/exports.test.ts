import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as root from "../src/index";
import * as oauth from "../src/oauth/index";
import * as webhooks from "../src/webhooks/index";
import * as webhooksNode from "../src/webhooks/node";

// The public surface of every entry point, spelled out: adding or removing a name, value or type,
// must be a deliberate edit here (and a changeset), never a side effect of moving code around.

const WEBHOOK_VALUES = [
  "WebhookVerificationError", "createWebhookHandler", "generateTestHeaders", "generateWebhookSecret",
  "isWebhookVerificationError", "signWebhook", "toNodeHandler", "verifyWebhook",
];
const WEBHOOK_TYPES = [
  "EventOf", "FetchHandler", "HeadersLike", "NodeRequestLike", "NodeResponseLike", "RawBody", "RetryOptions",
  "SignWebhook", "TestHeaders", "TestHeadersOptions", "VerifyOptions", "VerifyWebhook", "WebhookEvent",
  "WebhookEventType", "WebhookHandlerOptions", "WebhookHandlers", "WebhookSecret", "WebhookVerificationErrorCode",
];

const ENTRIES = {
  ".": {
    file: "index.ts",
    module: root,
    values: [
      "APIError", "APIPromise", "AbortError", "AuthenticationError", "BadRequestError", "ConflictError",
      "ConnectionError", "InsecureTransportError", "InternalServerError", "LPSError", "NotFoundError", "PagePromise", "PermissionDeniedError",
      "RateLimitError", "TimeoutError", "createClient", "isAPIError", "isAbortError", "isAuthenticationError",
      "isBadRequestError", "isConflictError", "isConnectionError", "isInsecureTransportError", "isInternalServerError", "isLPSError",
      "isNotFoundError", "isPermissionDeniedError", "isRateLimitError", "isTimeoutError",
    ],
    types: [
      "ClientOptions", "HookContext", "Hooks", "LPSClient", "Lead", "LeadCreate", "LeadListParams",
      "LeadPreferences", "LeadScore", "LeadScorePending", "LeadScoreReady", "LeadStatus", "ListingStatus",
      "Location", "Logger", "MarketAnalysis", "MarketAnalysisParams", "MarketCondition", "Message", "Page",
      "PageParams", "Problem", "Property", "PropertyCreate", "PropertyListParams", "PropertyType",
      "QualificationType", "RateLimitInfo", "RawClient", "RequestOptions", "TokenSource", "ValidationIssue",
      "Webhook", "WebhookCreate", "WebhookDeleted", "WebhookDelivery", "WebhookEvent", "WebhookEventType",
      "WebhookRotated", "WebhookSecretRotation", "WebhookWithSecret", "WithResponse", "components", "operations",
      "paths", "webhooks",
    ],
  },
  "./oauth": {
    file: "oauth/index.ts",
    module: oauth,
    values: [
      "InsecureTransportError", "OAuthError", "createAuthorizationRequest", "createPkce", "createTokenManager", "exchangeCode",
      "fetchUserInfo", "isInsecureTransportError", "isOAuthError", "parseCallback", "refreshTokens", "revokeToken", "s256",
    ],
    types: [
      "AuthorizationRequest", "CallbackIssuer", "IdTokenClaims", "IdTokenFailure", "OAuthClientConfig", "Pkce", "ProviderMetadata",
      "ServerMetadata", "TokenManager", "TokenManagerOptions", "TokenResponse", "TokenSet", "UserInfo",
    ],
  },
  "./webhooks": { file: "webhooks/index.ts", module: webhooks, values: WEBHOOK_VALUES, types: WEBHOOK_TYPES },
  "./webhooks (node condition)": { file: "webhooks/node.ts", module: webhooksNode, values: WEBHOOK_VALUES, types: WEBHOOK_TYPES },
};

const sorted = (names: Iterable<string>) => [...names].sort();

/** Every name an entry exports, types included, as the type checker sees it. */
function declaredExports(): Record<string, string[]> {
  const files = Object.values(ENTRIES).map(({ file }) => fileURLToPath(new URL(`../src/${file}`, import.meta.url)));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    files.map((file) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      return [file, sorted(checker.getExportsOfModule(symbol).map((s) => s.name))];
    }),
  );
}

describe("public exports of every entry point", () => {
  for (const [entry, { module, values }] of Object.entries(ENTRIES)) {
    it(`${entry}: exactly these values at run time`, () => {
      expect(sorted(Object.keys(module))).toEqual(sorted(values));
    });
  }

  it("every entry: exactly these names, types included", { timeout: 60_000 }, () => {
    const declared = declaredExports();
    for (const [entry, { file, values, types }] of Object.entries(ENTRIES)) {
      const path = fileURLToPath(new URL(`../src/${file}`, import.meta.url));
      expect({ entry, names: declared[path] }).toEqual({ entry, names: sorted([...values, ...types]) });
    }
  });
});
