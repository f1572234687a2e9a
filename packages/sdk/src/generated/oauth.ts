// Generated from oauth.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export interface paths {
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start the authorization code flow
         * @description Renders the consent page (or, for clients registered with `auto_approve`, redirects at
         *     once). An unknown client or a `redirect_uri` mismatch renders an error page and never
         *     redirects; every other error redirects to `redirect_uri` with `error` and `state`
         *     (RFC 6749 §4.1.2.1).
         */
        get: operations["authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code or a refresh token
         * @description Accepts the JSON body the spec shows and the `application/x-www-form-urlencoded` body
         *     RFC 6749 §4.1.3 requires. Client secrets go in the body or in HTTP Basic. Repeated wrong
         *     client secrets are slowed down (each failure for a client doubles a delay, capped at 5 s).
         */
        post: operations["token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description Revoking a refresh token revokes its whole grant. Unknown tokens still answer 200 (RFC 7009 §2.2).
         */
        post: operations["revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414)
         * @description Public by design (RFC 8414 §3); clients read it before they hold any credential.
         */
        get: operations["metadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims about the signed-in user
         * @description OpenID Connect Core §5.3. Needs an access token granted `openid`; releases `name` with `profile` and `email` with `email`.
         */
        get: operations["userinfo"];
        put?: never;
        /**
         * Claims about the signed-in user (POST form)
         * @description OpenID Connect Core §5.3. Needs an access token granted `openid`; releases `name` with `profile` and `email` with `email`.
         */
        post: operations["userinfoPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenID provider metadata (OpenID Connect Discovery)
         * @description Public by design (Discovery §4); the RFC 8414 document plus the OpenID fields.
         */
        get: operations["openidConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that sign access tokens
         * @description Public by design (RFC 7517); resource servers fetch it to verify access tokens.
         */
        get: operations["jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        Scope: "leads.read" | "leads.write" | "properties.read" | "properties.write" | "analytics.read" | "openid" | "profile" | "email";
        /** @description Space-separated scopes (RFC 6749 §3.3). */
        ScopeList: string;
        /**
         * @description This server's ids are `cli_` and 16 characters. A longer value than `maxLength` is refused
         *     as `invalid_client` (401) before anything about it is stored; the audit log keeps its first
         *     64 characters.
         */
        ClientId: string;
        /** @description A code, refresh token or client secret; RFC 6749 Appendix A VSCHARs. */
        OpaqueToken: string;
        /** @description A P-256 coordinate, base64url without padding (RFC 7518 §6.2.1). */
        Base64UrlCoordinate: string;
        HtmlPage: string;
        /** Format: uri */
        Url: string;
        TokenRequest: {
            /** @enum {string} */
            grant_type: "authorization_code" | "refresh_token";
            code?: components["schemas"]["OpaqueToken"];
            redirect_uri?: components["schemas"]["Url"];
            code_verifier?: string;
            refresh_token?: components["schemas"]["OpaqueToken"];
            scope?: components["schemas"]["ScopeList"];
            client_id?: components["schemas"]["ClientId"];
            client_secret?: components["schemas"]["OpaqueToken"];
        };
        TokenResponse: {
            /** @description A JWS compact serialization (three base64url parts). */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /**
             * Format: int32
             * @constant
             */
            expires_in: 3600;
            refresh_token: components["schemas"]["OpaqueToken"];
            scope: components["schemas"]["ScopeList"];
            /** @description OpenID Connect ID token (ES256), present when the scope includes `openid`. */
            id_token?: string;
        };
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "access_denied" | "server_error" | "slow_down";
            /** @description RFC 6749 §5.2 limits it to these characters. */
            error_description?: string;
        };
        RevocationRequest: {
            token: string;
            /** @enum {string} */
            token_type_hint?: "access_token" | "refresh_token";
            client_id?: components["schemas"]["ClientId"];
            client_secret?: components["schemas"]["OpaqueToken"];
        };
        ServerMetadata: {
            issuer: components["schemas"]["Url"];
            authorization_endpoint: components["schemas"]["Url"];
            token_endpoint: components["schemas"]["Url"];
            revocation_endpoint?: components["schemas"]["Url"];
            jwks_uri: components["schemas"]["Url"];
            response_types_supported: string[];
            grant_types_supported?: string[];
            code_challenge_methods_supported: string[];
            token_endpoint_auth_methods_supported?: string[];
            scopes_supported?: components["schemas"]["Scope"][];
            response_modes_supported?: string[];
            revocation_endpoint_auth_methods_supported?: string[];
            /** @description RFC 9207; every authorization response carries `iss`. */
            authorization_response_iss_parameter_supported?: boolean;
            userinfo_endpoint?: components["schemas"]["Url"];
        };
        /** @description OpenID Connect Discovery §3; the RFC 8414 metadata plus what an OpenID provider states. */
        OpenIdConfiguration: components["schemas"]["ServerMetadata"] & {
            subject_types_supported: "public"[];
            id_token_signing_alg_values_supported: "ES256"[];
            claims_supported?: string[];
            prompt_values_supported?: ("none" | "login" | "consent")[];
            claims_parameter_supported?: boolean;
            request_parameter_supported?: boolean;
        };
        /** @description OpenID Connect Core §5.3; `name` with `profile`, `email` with `email`. */
        UserInfo: {
            sub: string;
            name?: string;
            /** Format: email */
            email?: string;
            email_verified?: boolean;
        };
        /** @description RFC 6750 §3.1; the same error is in `WWW-Authenticate`. */
        BearerError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_token" | "insufficient_scope";
            error_description?: string;
        };
    };
    responses: {
        /** @description An unexpected error; RFC 9457 problem+json with the request id to quote. */
        InternalError: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/internal_error",
                 *       "title": "Internal server error",
                 *       "status": 500,
                 *       "detail": "An unexpected error occurred. Quote the request id when you contact support.",
                 *       "code": "internal_error",
                 *       "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
                 *     }
                 */
                "application/problem+json": {
                    /** Format: uri-reference */
                    type: string;
                    title: string;
                    /** Format: int32 */
                    status: number;
                    detail?: string;
                    /** @enum {string} */
                    code: "internal_error";
                    request_id: string;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Remaining anonymous daily quota of the caller's IP, e.g. `"daily";r=998;t=52000`. */
        RateLimit: string;
        /** @description The quota policy, e.g. `"daily";q=100;w=86400`. */
        "RateLimit-Policy": string;
        /** @description Seconds until the client may authenticate again. */
        "Retry-After": number;
        /** @description CORS; any origin (`*`) unless the server is given a list. Never with credentials. */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authorize: {
        parameters: {
            query: {
                client_id: components["schemas"]["ClientId"];
                response_type: "code";
                redirect_uri: string;
                /** @description Space-separated scopes; defaults to every scope the client may request. */
                scope?: components["schemas"]["ScopeList"];
                /** @description Opaque value echoed exactly on the redirect. */
                state?: string;
                /** @description BASE64URL(SHA256(code_verifier)); required for public clients. */
                code_challenge?: string;
                code_challenge_method?: "S256";
                /** @description OpenID Connect; echoed in the ID token's `nonce` claim. */
                nonce?: string;
                /**
                 * @description OpenID Connect Core §3.1.2.1. `none`: never show a page; answer `login_required` or
                 *     `consent_required` instead. `login`: sign in again even with a live session.
                 */
                prompt?: string;
                /** @description Seconds; a sign-in older than this is repeated before consent. */
                max_age?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent page, naming the client, the requested scopes, the signed-in user and their organisation, with Approve and Deny. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Authorize CRM Sync</title>… */
                    "text/html": components["schemas"]["HtmlPage"];
                };
            };
            /**
             * @description Redirect to `redirect_uri` with `code` and `state`, or with `error` and `state`
             *     (`login_required` and `consent_required` under `prompt=none`). Without a signed-in
             *     user of the client's organisation, a redirect to `/signin` that comes back here.
             */
            302: {
                headers: {
                    /** @description e.g. `https://app.example.com/callback?code=…&state=xyz`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown client or redirect mismatch; an error page, never a redirect. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Authorization error</title>… */
                    "text/html": components["schemas"]["HtmlPage"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "authorization_code",
                 *       "code": "c0d3_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c",
                 *       "client_id": "cli_Demo4Kx8Qw2Lm6N",
                 *       "client_secret": "lps_cs_8Hk2Wq9Lm4Xv7Bn1Tc5Yr3Zp",
                 *       "redirect_uri": "https://app.example.com/callback",
                 *       "code_verifier": "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
                 *     }
                 */
                "application/json": components["schemas"]["TokenRequest"];
                /**
                 * @example {
                 *       "grant_type": "refresh_token",
                 *       "refresh_token": "lps_rt_Qm8Vx2Lk5Np9Bc3Wz7Hy1Td4",
                 *       "client_id": "cli_Demo4Kx8Qw2Lm6N"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Tokens, sent with `Cache-Control: no-store`. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJFUzI1NiIsImtpZCI6ImxwcyJ9.eyJzdWIiOiJ1c2VyX2RlbW8ifQ.c2lnbmF0dXJl",
                     *       "token_type": "Bearer",
                     *       "expires_in": 3600,
                     *       "refresh_token": "lps_rt_Qm8Vx2Lk5Np9Bc3Wz7Hy1Td4",
                     *       "scope": "leads.read leads.write"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description RFC 6749 §5.2 error (`invalid_grant`, `invalid_request`, `unsupported_grant_type`, `invalid_scope`). */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_grant",
                     *       "error_description": "The authorization code has already been used."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_client`: unknown client or wrong secret, with `WWW-Authenticate: Basic` when Basic was used. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "Client authentication failed."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `slow_down`: repeated failed client authentications; the client is refused until `Retry-After` passes, even with the right secret. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "slow_down",
                     *       "error_description": "Too many failed client authentications; retry after 2 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "lps_rt_Qm8Vx2Lk5Np9Bc3Wz7Hy1Td4",
                 *       "token_type_hint": "refresh_token",
                 *       "client_id": "cli_Demo4Kx8Qw2Lm6N"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["RevocationRequest"];
                /**
                 * @example {
                 *       "token": "lps_rt_Qm8Vx2Lk5Np9Bc3Wz7Hy1Td4",
                 *       "client_id": "cli_Demo4Kx8Qw2Lm6N"
                 *     }
                 */
                "application/json": components["schemas"]["RevocationRequest"];
            };
        };
        responses: {
            /** @description Revoked, or unknown. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description `invalid_request`: no `token`, or a body that is neither form nor JSON. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request",
                     *       "error_description": "The token parameter is required."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `invalid_client`. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description `slow_down`: repeated failed client authentications; the client is refused until `Retry-After` passes, even with the right secret. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "slow_down",
                     *       "error_description": "Too many failed client authentications; retry after 2 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    metadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata; `issuer` equals `{auth_url}` exactly. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://auth.lps.example",
                     *       "authorization_endpoint": "https://auth.lps.example/oauth/authorize",
                     *       "token_endpoint": "https://auth.lps.example/oauth/token",
                     *       "revocation_endpoint": "https://auth.lps.example/oauth/revoke",
                     *       "jwks_uri": "https://auth.lps.example/.well-known/jwks.json",
                     *       "response_types_supported": [
                     *         "code"
                     *       ],
                     *       "grant_types_supported": [
                     *         "authorization_code",
                     *         "refresh_token"
                     *       ],
                     *       "code_challenge_methods_supported": [
                     *         "S256"
                     *       ],
                     *       "token_endpoint_auth_methods_supported": [
                     *         "client_secret_basic",
                     *         "client_secret_post",
                     *         "none"
                     *       ],
                     *       "scopes_supported": [
                     *         "leads.read",
                     *         "leads.write",
                     *         "properties.read",
                     *         "properties.write",
                     *         "analytics.read"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ServerMetadata"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    userinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's claims. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sub": "usr_demo",
                     *       "name": "Demo Owner",
                     *       "email": "owner@demo-realty.test",
                     *       "email_verified": true
                     *     }
                     */
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            /** @description No token, or one that is unknown, expired or revoked (`invalid_request`, `invalid_token`). */
            401: {
                headers: {
                    "WWW-Authenticate"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_token",
                     *       "error_description": "The access token is unknown, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["BearerError"];
                };
            };
            /** @description The token was not granted `openid` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "insufficient_scope",
                     *       "error_description": "The token was not granted openid."
                     *     }
                     */
                    "application/json": components["schemas"]["BearerError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    userinfoPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's claims. */
            200: {
                headers: {
                    "Cache-Control"?: "no-store";
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sub": "usr_demo",
                     *       "name": "Demo Owner",
                     *       "email": "owner@demo-realty.test",
                     *       "email_verified": true
                     *     }
                     */
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            /** @description No token, or one that is unknown, expired or revoked (`invalid_request`, `invalid_token`). */
            401: {
                headers: {
                    "WWW-Authenticate"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_token",
                     *       "error_description": "The access token is unknown, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["BearerError"];
                };
            };
            /** @description The token was not granted `openid` (`insufficient_scope`). */
            403: {
                headers: {
                    "WWW-Authenticate"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "insufficient_scope",
                     *       "error_description": "The token was not granted openid."
                     *     }
                     */
                    "application/json": components["schemas"]["BearerError"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    openidConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata; `issuer` equals `{auth_url}` exactly. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://auth.lps.example",
                     *       "authorization_endpoint": "https://auth.lps.example/oauth/authorize",
                     *       "token_endpoint": "https://auth.lps.example/oauth/token",
                     *       "userinfo_endpoint": "https://auth.lps.example/oauth/userinfo",
                     *       "jwks_uri": "https://auth.lps.example/.well-known/jwks.json",
                     *       "response_types_supported": [
                     *         "code"
                     *       ],
                     *       "code_challenge_methods_supported": [
                     *         "S256"
                     *       ],
                     *       "subject_types_supported": [
                     *         "public"
                     *       ],
                     *       "id_token_signing_alg_values_supported": [
                     *         "ES256"
                     *       ],
                     *       "scopes_supported": [
                     *         "openid",
                     *         "profile",
                     *         "email",
                     *         "leads.read"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenIdConfiguration"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JWK set. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kty": "EC",
                     *           "crv": "P-256",
                     *           "kid": "lps-2026-11",
                     *           "alg": "ES256",
                     *           "use": "sig",
                     *           "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
                     *           "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        keys: {
                            /** @enum {string} */
                            kty: "EC";
                            kid: string;
                            /** @enum {string} */
                            crv?: "P-256";
                            /** @enum {string} */
                            alg?: "ES256";
                            /** @enum {string} */
                            use?: "sig";
                            x?: components["schemas"]["Base64UrlCoordinate"];
                            y?: components["schemas"]["Base64UrlCoordinate"];
                        }[];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
}
