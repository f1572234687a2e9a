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
        /** Authorization server metadata (RFC 8414) */
        get: operations["metadata"];
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
        /** Public keys that sign access tokens */
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
        Scope: "leads.read" | "leads.write" | "properties.read" | "properties.write" | "analytics.read";
        TokenRequest: {
            /** @enum {string} */
            grant_type: "authorization_code" | "refresh_token";
            code?: string;
            redirect_uri?: string;
            code_verifier?: string;
            refresh_token?: string;
            /** @description On refresh, a subset of the granted scopes. */
            scope?: string;
            client_id?: string;
            client_secret?: string;
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @constant */
            expires_in: 3600;
            refresh_token: string;
            scope: string;
        };
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "access_denied" | "server_error" | "slow_down";
            error_description?: string;
        };
        RevocationRequest: {
            token: string;
            /** @enum {string} */
            token_type_hint?: "access_token" | "refresh_token";
            client_id?: string;
            client_secret?: string;
        };
        ServerMetadata: {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            revocation_endpoint?: string;
            jwks_uri: string;
            response_types_supported: string[];
            grant_types_supported?: string[];
            code_challenge_methods_supported: string[];
            token_endpoint_auth_methods_supported?: string[];
            scopes_supported?: components["schemas"]["Scope"][];
            response_modes_supported?: string[];
            revocation_endpoint_auth_methods_supported?: string[];
            /** @description RFC 9207; every authorization response carries `iss`. */
            authorization_response_iss_parameter_supported?: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authorize: {
        parameters: {
            query: {
                client_id: string;
                response_type: "code";
                redirect_uri: string;
                /** @description Space-separated scopes; defaults to every scope the client may request. */
                scope?: string;
                /** @description Opaque value echoed exactly on the redirect. */
                state?: string;
                /** @description BASE64URL(SHA256(code_verifier)); required for public clients. */
                code_challenge?: string;
                code_challenge_method?: "S256";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent page, naming the client and the requested scopes, with Approve and Deny. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Authorize CRM Sync</title>… */
                    "text/html": string;
                };
            };
            /** @description Redirect to `redirect_uri` with `code` and `state`, or with `error` and `state`. */
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
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Authorization error</title>… */
                    "text/html": string;
                };
            };
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
                    "Retry-After"?: number;
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
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            /** @description `invalid_client`. */
            401: {
                headers: {
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
                    "Retry-After"?: number;
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
                            kty: string;
                            kid: string;
                            crv?: string;
                            alg?: string;
                            use?: string;
                            x?: string;
                            y?: string;
                        }[];
                    };
                };
            };
        };
    };
}
