// Generated from identity.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export interface paths {
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Renews the session token (a new `Set-Cookie`), up to the absolute lifetime.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session
         * @description The server forgets the session, so a copy of the cookie stops working too. Same-origin requests only.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in to an organisation
         * @description Organisations with SSO redirect to `/sso/start`; the others get a user picker.
         */
        get: operations["signInPage"];
        put?: never;
        /**
         * Sign in as the picked user
         * @description The form of the picker page; its one-time handle is bound to a `SameSite=Strict` cookie.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start SSO for an organisation
         * @description Redirects to the organisation's OpenID provider with PKCE (S256), `state` and `nonce`.
         */
        get: operations["ssoStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish SSO
         * @description Checks `state` against the browser and `iss` against the provider the sign-in went to, exchanges the code, validates the ID token, links or provisions the user and starts a session.
         */
        get: operations["ssoCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/idp/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's discovery document
         * @description Its issuer is `{auth_url}/idp`.
         */
        get: operations["idpConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/idp/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign a test user in
         * @description Needs `response_type=code`, `scope` with `openid`, a `redirect_uri` on https or loopback
         *     http, and PKCE (S256). With `login_hint` naming a test user it redirects at once;
         *     otherwise it shows the test users.
         */
        get: operations["idpAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/idp/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code for an ID token
         * @description The code is single-use and lives 60 s; `code_verifier` must match the challenge.
         */
        post: operations["idpToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/idp/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The keys that sign its ID tokens
         * @description A key pair of its own, apart from the server's.
         */
        get: operations["idpJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/idp/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims of the test user behind an access token
         * @description OpenID Connect Core §5.3.
         */
        get: operations["idpUserinfo"];
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
        HtmlPage: string;
        /** @enum {string} */
        Role: "owner" | "admin" | "developer" | "viewer";
        Session: {
            user: {
                id: string;
                /** Format: email */
                email: string;
                name: string;
                role: components["schemas"]["Role"];
            };
            organization: {
                id: string;
                name: string;
                slug: string;
            };
            /** Format: date-time */
            expires_at: string;
        };
        Problem: {
            /** Format: uri-reference */
            type: string;
            title: string;
            /** Format: int32 */
            status: number;
            detail?: string;
            code: string;
            request_id: string;
        };
    };
    responses: {
        /** @description An HTML page. */
        Page: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /** @example <!doctype html><title>Sign in to Demo Realty</title>… */
                "text/html": components["schemas"]["HtmlPage"];
            };
        };
        /** @description An HTML error page saying what went wrong; no session was started. */
        ErrorPage: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /** @example <!doctype html><title>The ID token's signature is not valid</title>… */
                "text/html": components["schemas"]["HtmlPage"];
            };
        };
        /** @description On to the next step of the sign-in. */
        Redirect: {
            headers: {
                Location?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Signed in; on to `return_to` (or `/dashboard`) with the session cookie. */
        SignedIn: {
            headers: {
                Location?: string;
                "Set-Cookie": components["headers"]["SessionCookie"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No live session (none sent, expired, ended, or signed by another key). */
        Unauthenticated: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/unauthenticated",
                 *       "title": "Authentication required",
                 *       "status": 401,
                 *       "detail": "No live session: sign in through /sso/start or /signin.",
                 *       "code": "unauthenticated",
                 *       "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request came from another site. */
        CrossOrigin: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/cross_origin_refused",
                 *       "title": "Cross-origin request refused",
                 *       "status": 403,
                 *       "detail": "/logout answers this server's own pages only.",
                 *       "code": "cross_origin_refused",
                 *       "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The caller is not on this machine. The user picker and the built-in identity provider sign
         *     people in without a password, so, like the sandbox, they answer loopback callers only
         *     (unless the sandbox is opened up). Webhook deliveries are refused whatever their address.
         */
        LoopbackOnly: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/ip_not_allowed",
                 *       "title": "IP address not allowed",
                 *       "status": 403,
                 *       "detail": "Passwordless sign-in answers loopback clients only.",
                 *       "code": "ip_not_allowed",
                 *       "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description RFC 6749 §5.2 error. */
        OAuthError: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "invalid_grant",
                 *       "error_description": "code_verifier does not match the code_challenge."
                 *     }
                 */
                "application/json": {
                    error: string;
                    error_description?: string;
                };
            };
        };
    };
    parameters: {
        /** @description A path on this server to land on after sign-in; anything else means `/dashboard`. */
        ReturnTo: string;
    };
    requestBodies: never;
    headers: {
        /** @description The caller's remaining daily quota, e.g. `"daily";r=998;t=52000`. */
        RateLimit: string;
        /** @description The quota policy, e.g. `"daily";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description `lps_session=<JWT>; Path=/; HttpOnly; SameSite=Lax`; under TLS `__Host-lps_session=<JWT>; Path=/; HttpOnly; SameSite=Lax; Secure`. */
        SessionCookie: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, their organisation and when the renewed token expires. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "usr_demo",
                     *         "email": "owner@demo-realty.test",
                     *         "name": "Demo Owner",
                     *         "role": "owner"
                     *       },
                     *       "organization": {
                     *         "id": "org_demo",
                     *         "name": "Demo Realty",
                     *         "slug": "demo-realty"
                     *       },
                     *       "expires_at": "2026-11-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when no session was sent); the cookie is cleared. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["CrossOrigin"];
        };
    };
    signInPage: {
        parameters: {
            query?: {
                /** @description The organisation's id or slug; the demo organisation by default. */
                org?: string;
                /** @description A path on this server to land on after sign-in; anything else means `/dashboard`. */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Page"];
            302: components["responses"]["Redirect"];
            400: components["responses"]["ErrorPage"];
            403: components["responses"]["LoopbackOnly"];
            404: components["responses"]["ErrorPage"];
        };
    };
    signIn: {
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
                 *       "handle": "3q2F7bq8mB0k4hS9rT1uV6wX2yZ5aC8dE0fG3hJ6kL9",
                 *       "user_id": "usr_demo"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    handle: string;
                    user_id: string;
                };
            };
        };
        responses: {
            303: components["responses"]["SignedIn"];
            400: components["responses"]["ErrorPage"];
            403: components["responses"]["CrossOrigin"];
        };
    };
    ssoStart: {
        parameters: {
            query?: {
                /** @description The organisation's slug. */
                org?: string;
                /** @description An address; its domain names the organisation and it is sent on as `login_hint`. */
                email?: string;
                /** @description A path on this server to land on after sign-in; anything else means `/dashboard`. */
                return_to?: components["parameters"]["ReturnTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
            400: components["responses"]["ErrorPage"];
            403: components["responses"]["ErrorPage"];
            404: components["responses"]["ErrorPage"];
            /** @description Too many sign-ins started from this address; try again after `Retry-After`. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><title>Too many sign-in requests</title>… */
                    "text/html": components["schemas"]["HtmlPage"];
                };
            };
            502: components["responses"]["ErrorPage"];
        };
    };
    ssoCallback: {
        parameters: {
            query?: {
                state?: string;
                code?: string;
                /** @description The provider's issuer (RFC 9207); required when its metadata says it sends one. */
                iss?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            303: components["responses"]["SignedIn"];
            400: components["responses"]["ErrorPage"];
            403: components["responses"]["ErrorPage"];
            502: components["responses"]["ErrorPage"];
        };
    };
    idpConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenID Connect Discovery metadata. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "http://127.0.0.1:4010/idp",
                     *       "authorization_endpoint": "http://127.0.0.1:4010/idp/authorize",
                     *       "token_endpoint": "http://127.0.0.1:4010/idp/token",
                     *       "userinfo_endpoint": "http://127.0.0.1:4010/idp/userinfo",
                     *       "jwks_uri": "http://127.0.0.1:4010/idp/jwks",
                     *       "authorization_response_iss_parameter_supported": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uri */
                        issuer: string;
                        /** Format: uri */
                        authorization_endpoint: string;
                        /** Format: uri */
                        token_endpoint: string;
                        /** Format: uri */
                        userinfo_endpoint?: string;
                        /** Format: uri */
                        jwks_uri: string;
                        authorization_response_iss_parameter_supported?: boolean;
                    };
                };
            };
            403: components["responses"]["LoopbackOnly"];
        };
    };
    idpAuthorize: {
        parameters: {
            query: {
                client_id: string;
                redirect_uri: string;
                response_type: "code";
                scope: string;
                code_challenge: string;
                code_challenge_method: "S256";
                state?: string;
                nonce?: string;
                login_hint?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Page"];
            302: components["responses"]["Redirect"];
            400: components["responses"]["ErrorPage"];
            403: components["responses"]["LoopbackOnly"];
        };
    };
    idpToken: {
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
                 *       "code": "idp_ac_q3m8Vx2Lk5Np9Bc3Wz7Hy1Td4Qm8Vx2Lk5Np9Bc3W",
                 *       "redirect_uri": "http://127.0.0.1:4010/sso/callback",
                 *       "code_verifier": "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                 *       "client_id": "org_demo"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "authorization_code";
                    code: string;
                    /** Format: uri */
                    redirect_uri: string;
                    code_verifier: string;
                    client_id?: string;
                };
            };
        };
        responses: {
            /** @description Tokens; `id_token` is an ES256 JWT with `email`, `name`, `groups`, `nonce` and `auth_time`. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "idp_at_Qm8Vx2Lk5Np9Bc3Wz7Hy1Td4Qm8Vx2Lk5Np9Bc3W",
                     *       "token_type": "Bearer",
                     *       "expires_in": 3600,
                     *       "id_token": "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJpZHVfMSJ9.c2ln",
                     *       "scope": "openid email profile"
                     *     }
                     */
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** Format: int32 */
                        expires_in?: number;
                        id_token: string;
                        scope?: string;
                    };
                };
            };
            400: components["responses"]["OAuthError"];
            401: components["responses"]["OAuthError"];
            403: components["responses"]["LoopbackOnly"];
        };
    };
    idpJwks: {
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
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kty": "EC",
                     *           "crv": "P-256",
                     *           "kid": "idp-1",
                     *           "alg": "ES256",
                     *           "use": "sig",
                     *           "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
                     *           "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        keys: Record<string, never>[];
                    };
                };
            };
            403: components["responses"]["LoopbackOnly"];
        };
    };
    idpUserinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test user's claims. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sub": "idu_Qm8Vx2Lk5Np9Bc3W",
                     *       "email": "ada@acme.test",
                     *       "email_verified": true,
                     *       "name": "Ada Lovelace",
                     *       "groups": []
                     *     }
                     */
                    "application/json": {
                        sub: string;
                        /** Format: email */
                        email?: string;
                        email_verified?: boolean;
                        name?: string;
                        groups?: string[];
                    };
                };
            };
            401: components["responses"]["OAuthError"];
            403: components["responses"]["LoopbackOnly"];
        };
    };
}
