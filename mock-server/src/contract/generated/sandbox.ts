// Generated from mock-server/sandbox.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export interface paths {
    "/__sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sandbox routes
         * @description Every sandbox route the server has (engine modules add some), read from its router, so the
         *     list is always current. Also answers at `/__sandbox/` with a trailing slash.
         */
        get: operations["sandboxIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset to the state right after start
         * @description Back to the state right after start: the snapshot the server started from (`--state FILE`
         *     as loaded, the `state` option of `startMockServer`, `createEngine` or `createHandlers`),
         *     or else demo data from the same seed; the same demo API key and OAuth client either way.
         *     Every other key, record, log, fault, scheduled webhook retry and idempotency entry is gone,
         *     and the clock returns to where it started: real time, or frozen at the `--clock` instant.
         *     A state loaded later (`PUT /__sandbox/state`, `lps-mock state load`) does not change where
         *     a reset goes. With `--state FILE` and no `--state-readonly`, the next save writes the start
         *     state back to the file.
         */
        post: operations["sandboxReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the whole state
         * @description The server's whole state as one versioned JSON document: records, API keys (SHA-256
         *     hashes, never keys), OAuth clients (secret hashes) and grants, webhooks with their signing
         *     secrets, deliveries, the audit log, the clock's offset and how far the seeded sequences
         *     went. The same state always exports to the same bytes. Not kept: the request log,
         *     rate-limit counters, idempotency records, fault rules and OAuth access tokens (signed with
         *     a key made per process; clients refresh them). `lps-mock --state FILE` and
         *     `lps-mock state save FILE` write this document.
         */
        get: operations["sandboxExportState"];
        /**
         * Replace the whole state
         * @description Replaces all state with a snapshot from `GET /__sandbox/state`. The document is checked
         *     whole first, every record against the contract's schema: a document of another format,
         *     version or shape answers 400 with pointers into it, and the state is left untouched. The
         *     demo API key, the `--api-key` keys and the demo OAuth client printed at start keep working.
         *     A reset still goes back to the state right after start, not to this snapshot.
         */
        put: operations["sandboxImportState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load a JSON fixture
         * @description Creates every record of the fixture as the API would (ids, timestamps, matching), all or
         *     nothing: one invalid item rejects the whole fixture, with pointers like `/leads/3/email`.
         */
        post: operations["sandboxSeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Every live key, without secrets.
         */
        get: operations["sandboxListApiKeys"];
        put?: never;
        /**
         * Issue an API key
         * @description The key is in this answer only; the server keeps its SHA-256 hash.
         */
        post: operations["sandboxCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once; the revocation is audited.
         */
        delete: operations["sandboxRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the server clock */
        get: operations["sandboxGetClock"];
        put?: never;
        /**
         * Move the server clock
         * @description Moves the clock forward by `advance_seconds`, sets it to `set`, or returns it to real time
         *     with `real: true`; send one of the three. Rate-limit days, idempotency keys, scoring and
         *     token expiry follow it, and so do webhook retries: moving the clock past a delivery's
         *     `next_attempt_at` sends that attempt at once. The event's `created` follows the clock;
         *     the `x-service-timestamp` of a delivery is always signed with real time, so receivers
         *     that check it against their own clock keep accepting deliveries.
         *
         *     The clock stays within 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z, the instants a
         *     timestamp can be written for: a move outside answers 400 naming the field, and the clock
         *     does not move.
         */
        post: operations["sandboxMoveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Every authenticated write, every authentication failure and every key lifecycle event,
         *     newest first. Entries never hold secrets, keys or bodies.
         */
        get: operations["sandboxAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the request journal
         * @description The requests the server answered, newest first (the newest 1,000 are kept, 16 MiB of bodies
         *     at most; `--journal-size` and `--journal-bytes` change that): each with its query, headers
         *     and body, the answer, and every violation of
         *     openapi.yaml found in either. Credentials appear as fingerprints, never as values.
         */
        get: operations["sandboxRequests"];
        put?: never;
        post?: never;
        /** Clear the request journal */
        delete: operations["sandboxClearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/requests/{request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one journal entry
         * @description With a credential, another organisation's request is a 404 as an unknown id is.
         */
        get: operations["sandboxRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read every webhook delivery attempt
         * @description Delivery attempts of all endpoints, newest first; tests wait on them.
         */
        get: operations["sandboxDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List fault rules */
        get: operations["sandboxListFaults"];
        put?: never;
        /**
         * Add a fault rule
         * @description Matching API requests fail, slow down or lose their connection. Rules are checked in the
         *     order they were added; the first that matches (and wins its `rate` draw) applies.
         *
         *     * `fail_before` (default): answers `status` (503 `service_unavailable`, or 500
         *       `internal_error`) without running the operation.
         *     * `fail_after_commit`: runs the operation, keeps its effects, then answers `status`, as when
         *       a response is lost after the server committed. Retrying with the same Idempotency-Key
         *       replays the original answer instead of creating a duplicate.
         *     * `drop_connection`: the connection is reset without an answer (MSW: a network error).
         *       The operation does not run; the journal records the request with status 444 and an
         *       answer without headers or body.
         *     * Only `latency_ms`, without `mode` or `status`: the request is slowed down and succeeds.
         */
        post: operations["sandboxAddFault"];
        /**
         * Remove every fault rule
         * @description The default profile from `--latency` and `--fault-rate` is not a rule and stays.
         */
        delete: operations["sandboxClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/leads/{lead_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an inbound message from a lead
         * @description Stores an inbound message as if the lead had written, sends `message.received` and
         *     re-scores the lead (engagement counts toward its score).
         */
        post: operations["sandboxReceiveMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emit a webhook event
         * @description Emits an event of `type` to every subscribed webhook endpoint, signed and retried like any
         *     other. Without `data` the server builds a plausible payload from its own records.
         */
        post: operations["sandboxTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/webhooks/retry-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every waiting webhook retry now
         * @description Every failed delivery waiting for its next attempt gets it now, without waiting for its
         *     `next_attempt_at` and without moving the clock. Each attempt counts as the next one of its
         *     delivery's schedule. Answers the queued attempts (status `pending`, earliest schedule
         *     first); their results appear in `GET /v1/webhooks/{id}/deliveries`.
         */
        post: operations["sandboxRetryDueWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the engine emit an event through its real path
         * @description What `lps-mock trigger` runs. Unlike `/__sandbox/trigger`, no payload is made up: the engine
         *     does what emits the event in use. `lead.qualified` creates a lead that qualifies (its
         *     scoring emits the event), `property.matched` creates a lead that stored listings match,
         *     `message.received` stores an inbound message from `lead_id` (default the newest lead),
         *     `analysis.completed` runs a market analysis. `data` is what the path is given, held to
         *     that input's schema (see `EventRequest.data`); a field the schema does not name, or a
         *     value it refuses, answers 400 `validation_failed` with each field under `/data/…`, and
         *     nothing is emitted. Answers the event and, after up to `wait_seconds`, its delivery
         *     attempts.
         */
        post: operations["sandboxFireEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OAuth clients
         * @description Every registered client, without secrets.
         */
        get: operations["sandboxListOAuthClients"];
        put?: never;
        /**
         * Register an OAuth client
         * @description A confidential client's secret is in this answer only; the server keeps its hash.
         */
        post: operations["sandboxCreateOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organisations
         * @description Every organisation, the demo one ("Demo Realty", `org_demo`) first.
         */
        get: operations["sandboxListOrganizations"];
        put?: never;
        /**
         * Create an organisation
         * @description A new organisation with no records, on its plan (basic 1,000, professional 10,000 a day,
         *     enterprise `daily_limit`), and a full-scope API key of it, shown once.
         */
        post: operations["sandboxCreateOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an organisation */
        get: operations["sandboxGetOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/organizations/{id}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Configure or remove an organisation's SSO
         * @description Replaces the SSO settings; `null` removes them. Either change ends the organisation's
         *     sessions. An email domain another organisation claims is a 400 naming it.
         */
        put: operations["sandboxSetOrganizationSso"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/idp/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the built-in identity provider's test users
         * @description Every test user, in the order they were added.
         */
        get: operations["sandboxListIdpUsers"];
        put?: never;
        /**
         * Add a test user to the built-in identity provider
         * @description The provider at `{auth_url}/idp` signs this user in (its page lists them; `login_hint`
         *     skips the page). Posting an address again updates the name and groups; `sub` stays.
         */
        post: operations["sandboxCreateIdpUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/organizations/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /**
         * List an organisation's users
         * @description Users added here and those provisioned by SSO on first sign-in.
         */
        get: operations["sandboxListUsers"];
        put?: never;
        /**
         * Add a user to an organisation
         * @description For organisations without SSO, whose users sign in with the picker at `/signin`.
         */
        post: operations["sandboxCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__sandbox/organizations/{id}/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
                user_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user
         * @description Their sessions end at once, and so do the OAuth grants they gave, codes not yet redeemed
         *     included; the removal is audited.
         */
        delete: operations["sandboxRemoveUser"];
        options?: never;
        head?: never;
        /**
         * Change a user's role
         * @description Takes effect at once, the change audited: their sessions, and the OAuth tokens they
         *     consented to, carry only the scopes of the new role from their next request on.
         */
        patch: operations["sandboxUpdateUser"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description `organization`: the key draws on its organisation's daily counter, shared by all its keys,
         *     tokens and sessions. `key`: a sandbox key created with its own `plan` (or with neither
         *     `plan` nor `organization_id`) keeps its own counter and limit.
         * @enum {string}
         */
        KeyQuota: "organization" | "key";
        /** @enum {string} */
        Role: "owner" | "admin" | "developer" | "viewer";
        User: {
            id: string;
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            created_at: components["schemas"]["Timestamp"];
        };
        IdpUserCreate: {
            /**
             * Format: email
             * @description Compared without case and surrounding spaces.
             */
            email: string;
            /** @description Stored without leading and trailing spaces. */
            name: string;
            groups?: string[];
        };
        UserCreate: {
            /**
             * Format: email
             * @description Compared without case and surrounding spaces.
             */
            email: string;
            /** @description Stored without leading and trailing spaces. */
            name: string;
            role: components["schemas"]["Role"];
        };
        UserUpdate: {
            role: components["schemas"]["Role"];
        };
        IdpUser: {
            /** @description The subject the provider asserts in ID tokens. */
            sub: string;
            /** Format: email */
            email: string;
            name: string;
            groups: string[];
        };
        /** @description The built-in test identity provider, or an external OpenID Connect provider. */
        SsoSettings: {
            /** @constant */
            idp: "builtin";
            email_domains: components["schemas"]["EmailDomains"];
            default_role: components["schemas"]["Role"];
        } | {
            /**
             * Format: uri
             * @description An http or https URL.
             */
            issuer: string;
            client_id: string;
            /** @description Write-only; never shown again. */
            client_secret: string;
            email_domains: components["schemas"]["EmailDomains"];
            default_role: components["schemas"]["Role"];
        };
        /** @description New SSO settings, or `null` to remove them. */
        SsoUpdate: components["schemas"]["SsoSettings"] | null;
        /** @description SSO settings as shown (an external provider's `client_secret` is write-only). */
        SsoSettingsView: {
            /** @constant */
            idp?: "builtin";
            issuer?: string;
            client_id?: string;
            email_domains: components["schemas"]["EmailDomains"];
            default_role: components["schemas"]["Role"];
        };
        /** @description Addresses in these domains sign in through this organisation's SSO; a domain belongs to one organisation at most. */
        EmailDomains: string[];
        OrganizationCreate: {
            /** @description Stored without leading and trailing spaces. */
            name: string;
            /** @default basic */
            plan: components["schemas"]["Plan"];
            /** @description Requests per UTC day shared by all the organisation's keys, tokens and sessions; only with `plan` enterprise. */
            daily_limit?: number;
            sso?: components["schemas"]["SsoSettings"];
        };
        Organization: {
            id: string;
            name: string;
            /** @description Unique; `GET /sso/start?org=<slug>` names the organisation by it. */
            slug: string;
            plan: components["schemas"]["Plan"];
            daily_limit: number;
            sso?: components["schemas"]["SsoSettingsView"];
            created_at: components["schemas"]["Timestamp"];
        };
        OrganizationCreated: components["schemas"]["Organization"] & {
            /** @description A new full-scope key of the organisation on its shared counter. Shown once. */
            api_key: string;
        };
        /** @description An organisation as a state snapshot keeps it (SSO client secret included). */
        OrganizationRecord: {
            id: string;
            name: string;
            slug: string;
            plan: components["schemas"]["Plan"];
            daily_limit: number;
            sso?: components["schemas"]["SsoSettings"];
            /** Format: date-time */
            created_at: string;
        };
        /** @enum {string} */
        Scope: "leads.read" | "leads.write" | "properties.read" | "properties.write" | "analytics.read";
        /**
         * @description An API scope, or one of OpenID Connect's (`openid`, `profile`, `email`).
         * @enum {string}
         */
        ClientScope: "leads.read" | "leads.write" | "properties.read" | "properties.write" | "analytics.read" | "openid" | "profile" | "email";
        /**
         * @description basic 1,000 requests a day, professional 10,000, enterprise `daily_limit` (default 100,000).
         * @enum {string}
         */
        Plan: "basic" | "professional" | "enterprise";
        /**
         * @description An IPv4 or IPv6 address or CIDR range.
         * @example 203.0.113.0/24
         * @example 2001:db8::/32
         * @example 127.0.0.1
         */
        IpRange: string;
        ResetOptions: {
            /**
             * @description false: no demo properties, leads or messages after this reset (as `--no-demo-data`);
             *     the demo organisation, its API key and the demo OAuth client stay. true: the demo
             *     data, even on a server started without it. Absent: as the server started.
             */
            demo_data?: boolean;
        };
        ResetResult: {
            /** @constant */
            reset: true;
        };
        Fixture: {
            properties?: components["schemas"]["PropertyCreate"][];
            leads?: components["schemas"]["LeadCreate"][];
        };
        SeedResult: {
            properties: components["schemas"]["Property"][];
            leads: components["schemas"]["Lead"][];
        };
        ApiKeyCreate: {
            /** @default Sandbox key */
            name: string;
            /** @description Default all five scopes. A scope given twice is refused, naming the repeat. */
            scopes?: components["schemas"]["Scope"][];
            /**
             * @description Default basic with a counter of the key's own, or, with `organization_id`, the
             *     organisation's plan and shared counter.
             */
            plan?: components["schemas"]["Plan"];
            /** @description Requests per UTC day; only with `plan` enterprise. */
            daily_limit?: number;
            /** @description Empty or absent allows every address. */
            allowed_ips?: components["schemas"]["IpRange"][];
            /**
             * @description The organisation whose records the key reaches (default: the demo organisation). An
             *     unknown id is a 400 naming `/organization_id`. With `organization_id` and no `plan`,
             *     the key draws on the organisation's shared counter and limit; naming a `plan` gives it
             *     its own counter and limit (see `quota`).
             */
            organization_id?: string;
        };
        ApiKeyWithSecret: {
            id: string;
            organization_id: string;
            quota: components["schemas"]["KeyQuota"];
            /** @description `lps_sk_` + 32 base62 characters + `_` + a 6-character CRC-32 checksum. Shown once. */
            key: string;
            name: string;
            scopes: components["schemas"]["Scope"][];
            plan: components["schemas"]["Plan"];
            daily_limit: number;
            allowed_ips: components["schemas"]["IpRange"][];
            created_at: components["schemas"]["Timestamp"];
        };
        ApiKey: {
            id: string;
            organization_id: string;
            quota: components["schemas"]["KeyQuota"];
            name: string;
            /**
             * @description The prefix and 4 characters of the key, e.g. `lps_sk_4Fg6…`; of a key chosen with
             *     `--api-key`, its first 4 characters when it has at least 16 (`my-c…`), else `…`.
             */
            key_hint: string;
            scopes: components["schemas"]["Scope"][];
            plan: components["schemas"]["Plan"];
            daily_limit: number;
            allowed_ips: components["schemas"]["IpRange"][];
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description One of the three fields (an empty body leaves the clock where it is). */
        ClockMove: {
            /** @description Seconds to move forward; the result must stay before year 10000. */
            advance_seconds?: number;
            /**
             * Format: date-time
             * @description The new time, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z.
             */
            set?: string;
            /**
             * @description Back to real time (a clock passed in by an engine's caller cannot; 400).
             * @constant
             */
            real?: true;
        };
        AuditEntry: {
            id: string;
            time: components["schemas"]["Timestamp"];
            /** @description Key id (`key_…`), OAuth client id (`cli_…`), user id (a session), `sandbox`, `system` or `anonymous`. */
            actor: string;
            /** @description The organisation the entry concerns; absent for refused unknown credentials. */
            organization_id?: string;
            /** @description The signed-in user behind the request (a session, or the user who consented to an OAuth token), when there is one. */
            user_id?: string;
            /** @description E.g. `lead.create`, `webhook.delete`, `auth.failed`, `api_key.created`, `api_key.revoked`. */
            action: string;
            resource_id: string | null;
            ip: string;
            status: number;
            request_id: string | null;
        };
        RequestLogEntry: {
            request_id: string;
            time: components["schemas"]["Timestamp"];
            method: string;
            path: string;
            /**
             * @description The answer's status; for a request that got no answer, the status nginx logs: 444 when a
             *     `drop_connection` fault cut the connection, 499 when the client closed it first. The
             *     answer then has no headers and a null body.
             */
            status: number;
            duration_ms: number;
            /** @description The operation of openapi.yaml called; null outside it or for an undocumented path. */
            operation_id: string | null;
            request: {
                method: string;
                path: string;
                query: {
                    [key: string]: unknown;
                };
                headers: {
                    [key: string]: string;
                };
                /** @description The JSON body parsed, other text as is, null when none was read; at most 64 KB. */
                body: unknown;
                body_truncated?: boolean;
            };
            answer: {
                operation_id: string | null;
                /** @description Key id, OAuth client id or user id the request was authenticated as. */
                actor: string | null;
                status: number;
                headers: {
                    [key: string]: string;
                };
                /** @description As the request's body. */
                body: unknown;
                body_truncated?: boolean;
                duration_ms: number;
                /** @description The answer was forced by a `Prefer` header. */
                forced: boolean;
            };
            violations: components["schemas"]["ContractViolation"][];
        };
        ContractViolation: {
            /** @enum {string} */
            where: "request" | "response";
            /** @description `/query/<name>`, `/headers/<name>`, `/body/...`, or empty for the whole message. */
            pointer: string;
            message: string;
            expected?: string;
            /** @description Where openapi.yaml states the rule, e.g. `openapi.yaml#/paths/~1leads/post/requestBody`. */
            rule?: string;
            /** @description The line of openapi.yaml (the file, which the Node server serves byte for byte at GET /openapi.yaml) that `rule` points at. Absent when the engine does not hold the file's text (the browser build of the MSW handlers). */
            line?: number;
        };
        /** @enum {string} */
        FaultMode: "fail_before" | "fail_after_commit" | "drop_connection";
        FaultCreate: {
            /**
             * @description Path relative to the API prefix (`/leads`, `/leads/{lead_id}`, `/properties/*`; a
             *     leading `/v1` or `/api/v1` is ignored) or an operationId (`createLead`). Default every route.
             *     `{name}` stands for one path segment and `*` for any text, `/` included. A route that
             *     matches no operation of openapi.yaml (`leads`, `/leads/`, `createLeadz`), or a `method`
             *     none of the operations it matches answers, is refused with 400 `validation_failed`,
             *     naming the closest operationId or path: such a rule would never fire.
             */
            route?: string;
            /**
             * @description Default every method.
             * @enum {string}
             */
            method?: "GET" | "POST" | "DELETE" | "get" | "post" | "delete";
            /** @description Fire this many times, then disappear. Default until removed. */
            count?: number;
            /**
             * @description Chance that a matching request is hit.
             * @default 1
             */
            rate: number;
            /**
             * @description Default 503. Only a status every operation the rule reaches documents in openapi.yaml
             *     (500 or 503, which every operation lists); another is refused with 400
             *     `validation_failed` at `/status`, naming the allowed ones. A fault with `latency_ms`
             *     and neither `status` nor `mode` only slows requests down.
             */
            status?: number;
            /** @default 0 */
            latency_ms: number;
            mode?: components["schemas"]["FaultMode"];
            /**
             * @description Fail requests before their credentials are checked. By default a fault strikes after
             *     authentication, so a request with a bad key still gets its 401.
             * @default false
             */
            before_auth: boolean;
        };
        Fault: {
            id: string;
            route: string | null;
            method: string | null;
            /** @description Times it still fires; null until removed. */
            count: number | null;
            rate: number;
            status: number;
            latency_ms: number;
            before_auth: boolean;
            /** @description null when the rule only adds latency. */
            mode: components["schemas"]["FaultMode"] | null;
        };
        RetryDueRequest: Record<string, never>;
        InboundMessage: {
            channel?: components["schemas"]["MessageChannel"];
            body: string;
        };
        /**
         * @description One versioned document (`format` lps-mock-state, `version` 2). Record lists are in creation
         *     order and use the contract's schemas; see GET /__sandbox/state for what is kept. Records
         *     are kept per organisation (`workspaces`); a document of another version is refused.
         *     Records must agree with each other as the server's own do: no id twice in a list (endpoint
         *     ids in no two workspaces), one workspace per organisation, one score and one
         *     `webhook_secrets` entry per lead and endpoint, organisation slugs and SSO email domains
         *     not shared; a workspace or key names an organisation of `organizations`, a score or
         *     message a lead of its workspace, a delivery or `webhook_secrets` entry an endpoint of
         *     its workspace. A document that breaks these is refused, each offending field named.
         */
        StateSnapshot: {
            /** @constant */
            format: "lps-mock-state";
            /** @constant */
            version: 2;
            /**
             * @description A running clock keeps how far it runs ahead of real time, to the second; a frozen one
             *     (started with `--clock`) keeps the instant it stands at, and is frozen there again on load.
             */
            clock: {
                /** @description How far the sandbox clock runs ahead of real time, to the second. */
                offset_ms: number;
            } | {
                /**
                 * Format: date-time
                 * @description The instant the frozen clock stands at.
                 */
                frozen_at: string;
            };
            seeds: {
                seed: number | null;
                ids_drawn: number;
                chance_drawn: number;
            };
            /**
             * @description The scoring model (`model_version`) whose factor order `workspaces[].scores[].values`
             *     follows; a snapshot of another model than the server's is refused.
             */
            score_model: string;
            /** @description Every organisation, the demo one (`org_demo`) included; SSO client secrets are kept. */
            organizations: components["schemas"]["OrganizationRecord"][];
            /** @description Each organisation's records (organisations without any are left out). */
            workspaces: {
                organization_id: string;
                properties: components["schemas"]["Property"][];
                leads: components["schemas"]["Lead"][];
                /**
                 * @description Scores of `score_model` keep their factor values in the model's order instead of the
                 *     breakdown (names and weights come from the model); scores of another model are whole.
                 */
                scores: ({
                    lead_id: string;
                    score: number;
                    qualification_type: components["schemas"]["QualificationType"];
                    /** @description One per factor of `score_model`. */
                    values: number[];
                    /** Format: date-time */
                    scored_at: string;
                } | components["schemas"]["LeadScoreReady"])[];
                messages: components["schemas"]["Message"][];
                webhooks: components["schemas"]["Webhook"][];
                /** @description Each endpoint's signing secrets, current first; a rotated-out one with the clock time (ms) it stops signing. */
                webhook_secrets: {
                    webhook_id: string;
                    secrets: {
                        secret: string;
                        expires_at?: number;
                    }[];
                    /** @description The API key id or OAuth grant id whose read scopes the endpoint's events need; absent for endpoints made through the sandbox. */
                    registered_by?: string;
                }[];
                deliveries: components["schemas"]["WebhookDelivery"][];
            }[];
            /** @description Stored keys; `sha256` is the hex SHA-256 of the key, which is never kept. */
            api_keys: {
                id: string;
                organization_id: string;
                quota: components["schemas"]["KeyQuota"];
                name: string;
                hint: string;
                sha256: string;
                scopes: components["schemas"]["Scope"][];
                plan: components["schemas"]["Plan"];
                daily_limit: number;
                allowed_ips: components["schemas"]["IpRange"][];
                /** Format: date-time */
                created_at: string;
            }[];
            /** @description Oldest first. */
            audit: components["schemas"]["AuditEntry"][];
            /**
             * @description Parts of the server by name; `oauth` holds clients (secret hashes), grants and
             *     refresh-token hashes. A part of a module the package has but this server does not mount
             *     (the browser build of the MSW handlers has no `oauth`) is left out on load; a name that
             *     is neither is refused, and the error lists the names the server knows.
             */
            modules: Record<string, never>;
        };
        StateLoaded: {
            /** @constant */
            loaded: true;
        };
        EventRequest: {
            type: components["schemas"]["WebhookEventType"];
            /**
             * @description What the path is given; its fields depend on `type`, and a field left out keeps the
             *     default:
             *     - `lead.qualified`, `property.matched`: fields of a `LeadCreate` (openapi.yaml), each
             *       replacing that of a lead that qualifies; the result must be a valid `LeadCreate`.
             *     - `message.received`: an `InboundMessage` (as `POST /__sandbox/leads/{lead_id}/messages`
             *       takes), `body` by default a sample question and `channel` by default `sms`.
             *     - `analysis.completed`: the query of `GET /analytics/market`, `city` (a `CitySlug`)
             *       and `property_type` (a `PropertyType`), by default the newest listing's.
             */
            data?: Record<string, never>;
            /** @description The lead that writes the message; `message.received` only. */
            lead_id?: string;
            /** @description Wait up to this long for every delivery attempt to end (default 0). */
            wait_seconds?: number;
        };
        EventResult: {
            event: components["schemas"]["Event"];
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        TriggerRequest: {
            type: components["schemas"]["WebhookEventType"];
            /** @description The event's `data`; validated against the contract's schema for `type`. */
            data?: Record<string, never>;
        };
        OAuthClientCreate: {
            /** @description Stored without leading and trailing spaces. */
            name: string;
            redirect_uris: string[];
            /**
             * @description Scopes the client may request; default all five API scopes. Repeats count once.
             *     `openid`, `profile` and `email` are accepted too, though any client may request them.
             */
            scopes?: components["schemas"]["ClientScope"][];
            /**
             * @description Confidential clients get a secret; public clients must use PKCE.
             * @default true
             */
            confidential: boolean;
            /**
             * @description Skip the consent page and redirect at once (handy for headless tests).
             * @default false
             */
            auto_approve: boolean;
            /** @description The organisation whose users may authorize the client; the demo organisation by default. */
            organization_id?: string;
        };
        OAuthClient: {
            client_id: string;
            name: string;
            redirect_uris: string[];
            scopes: components["schemas"]["ClientScope"][];
            confidential: boolean;
            auto_approve: boolean;
            organization_id: string;
            created_at: components["schemas"]["Timestamp"];
        };
        OAuthClientWithSecret: components["schemas"]["OAuthClient"] & {
            /** @description `lps_cs_…`, confidential clients only. Shown once. */
            client_secret?: string;
        };
        ValidationIssue: {
            /**
             * Format: json-pointer
             * @description RFC 6901 JSON pointer into the request (`/email`; query parameters as `/query/limit`).
             */
            pointer: string;
            message: string;
            expected?: string;
        };
        /** @description Lower-case words joined by underscores. */
        CitySlug: string;
        /** @description RFC 9457 problem details with the service's extensions. */
        Problem: {
            /** Format: uri-reference */
            type: string;
            title: string;
            /** Format: int32 */
            status: number;
            detail?: string;
            /** Format: uri-reference */
            instance?: string;
            /**
             * @description Stable machine code: `validation_failed`, `malformed_json`, `unsupported_media_type`,
             *     `payload_too_large`, `unauthenticated`, `invalid_token`, `token_expired`,
             *     `insufficient_scope`, `ip_not_allowed`, `host_not_allowed`, `cross_origin_refused`,
             *     `not_found`, `route_not_found`, `method_not_allowed`, `unknown_city`,
             *     `idempotency_key_reused`, `idempotency_request_in_progress`, `webhook_disabled`,
             *     `rate_limit_exceeded`, `internal_error`, `service_unavailable`;
             *     `response_contract_violation` from the reference server under strict responses only;
             *     `https_required` from the reference server's plain-http port (`--http-redirect`) only;
             *     `malformed_request` for a request no URL can be made of (no `Host`, a fragment in the
             *     target, a backslash in the path), refused before any route.
             *     New codes may be added.
             */
            code: string;
            request_id: string;
            errors?: components["schemas"]["ValidationIssue"][];
            required_scope?: string;
            /** Format: int32 */
            limit?: number;
            /** Format: int32 */
            remaining?: number;
            /** Format: int32 */
            reset_seconds?: number;
            known_cities?: components["schemas"]["CitySlug"][];
        };
        PropertyId: string;
        /**
         * @description RESO Data Dictionary PropertyType, snake_cased.
         * @enum {string}
         */
        PropertyType: "residential" | "residential_income" | "residential_lease" | "commercial_sale" | "commercial_lease" | "land" | "farm" | "manufactured_in_park" | "business_opportunity";
        /**
         * @description RESO Data Dictionary StandardStatus, snake_cased. Only `active` listings count as supply.
         * @enum {string}
         */
        ListingStatus: "active" | "coming_soon" | "active_under_contract" | "pending" | "closed" | "withdrawn" | "expired" | "canceled";
        /** Format: double */
        Price: number;
        /** @description Two-letter upper-case USPS state code (the server checks the form, not the list). */
        StateCode: string;
        Location: {
            address: string;
            city: string;
            state: components["schemas"]["StateCode"];
            postal_code?: string;
        };
        /**
         * Format: date-time
         * @description ISO 8601 in UTC, with a `Z`.
         */
        Timestamp: string;
        Property: {
            id: components["schemas"]["PropertyId"];
            type: components["schemas"]["PropertyType"];
            status: components["schemas"]["ListingStatus"];
            price: components["schemas"]["Price"];
            /** Format: int32 */
            bedrooms: number | null;
            /** Format: int32 */
            bathrooms: number | null;
            /** Format: int32 */
            square_feet: number | null;
            description: string | null;
            location: components["schemas"]["Location"];
            listed_at: components["schemas"]["Timestamp"];
            closed_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        LeadId: string;
        /** @description `min` must not exceed `max`; the server answers 400 otherwise. */
        PriceRange: {
            min: components["schemas"]["Price"];
            max: components["schemas"]["Price"];
        };
        /**
         * @description How soon the lead means to buy or rent. `immediate` and `within_3_months` count as urgent.
         * @enum {string}
         */
        Timeline: "immediate" | "within_3_months" | "within_6_months" | "exploring";
        LeadPreferences: {
            property_type: components["schemas"]["PropertyType"];
            price_range: components["schemas"]["PriceRange"];
            city?: string;
            state?: components["schemas"]["StateCode"];
            /** Format: int32 */
            min_bedrooms?: number;
            timeline?: components["schemas"]["Timeline"];
            /** @description Whether the lead holds a mortgage pre-approval. */
            pre_approved?: boolean;
        };
        /**
         * @description Lifecycle: `new` (submitted, qualification pending) → `nurturing` (scored below the
         *     qualification threshold) or `qualified` (at or above it). `nurturing` ⇄ `qualified` as
         *     the score changes with messages and listings; each entry into `qualified` emits
         *     `lead.qualified`.
         * @enum {string}
         */
        LeadStatus: "new" | "nurturing" | "qualified";
        /**
         * @description Score band: hot ≥ 70, warm 40–69, cold < 40.
         * @enum {string}
         */
        QualificationType: "hot" | "warm" | "cold";
        Lead: {
            id: components["schemas"]["LeadId"];
            name: string;
            /** Format: email */
            email: string;
            phone: string | null;
            preferences: components["schemas"]["LeadPreferences"];
            status: components["schemas"]["LeadStatus"];
            /** Format: int32 */
            score: number | null;
            qualification_type: components["schemas"]["QualificationType"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            last_activity_at: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        ScoreFactor: "budget_match" | "high_engagement" | "urgent_timeline" | "pre_approved" | "recent_activity" | "complete_contact_info";
        ScoreFactorBreakdown: {
            factor: components["schemas"]["ScoreFactor"];
            /** Format: int32 */
            weight: number;
            /** Format: double */
            value: number;
            /** Format: double */
            points: number;
        };
        LeadScoreReady: {
            /** @enum {string} */
            status: "ready";
            lead_id: components["schemas"]["LeadId"];
            /** Format: int32 */
            score: number;
            qualification_type: components["schemas"]["QualificationType"];
            /** @description The factors at full strength. */
            triggers: components["schemas"]["ScoreFactor"][];
            factors: components["schemas"]["ScoreFactorBreakdown"][];
            model_version: string;
            scored_at: components["schemas"]["Timestamp"];
        };
        MessageId: string;
        /** @enum {string} */
        MessageChannel: "sms" | "email" | "chat";
        Message: {
            id: components["schemas"]["MessageId"];
            lead_id: components["schemas"]["LeadId"];
            channel: components["schemas"]["MessageChannel"];
            /** @enum {string} */
            direction: "inbound";
            body: string;
            created_at: components["schemas"]["Timestamp"];
        };
        WebhookId: string;
        /** @enum {string} */
        WebhookEventType: "lead.qualified" | "property.matched" | "message.received" | "analysis.completed";
        Webhook: {
            id: components["schemas"]["WebhookId"];
            /** Format: uri */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            description: string | null;
            /**
             * @description `disabled` after a 410 answer or after the retry schedule is exhausted.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            disabled_reason: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        DeliveryId: string;
        EventId: string;
        WebhookDelivery: {
            id: components["schemas"]["DeliveryId"];
            webhook_id: components["schemas"]["WebhookId"];
            event_id: components["schemas"]["EventId"];
            event_type: components["schemas"]["WebhookEventType"];
            /** Format: int32 */
            attempt: number;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** Format: int32 */
            response_status: number | null;
            /** Format: int32 */
            latency_ms: number | null;
            error: string | null;
            created_at: components["schemas"]["Timestamp"];
            next_attempt_at: components["schemas"]["Timestamp"] | null;
        };
        PropertyCreate: {
            type: components["schemas"]["PropertyType"];
            price: components["schemas"]["Price"];
            /** Format: int32 */
            bedrooms?: number;
            /** Format: int32 */
            bathrooms?: number;
            /** Format: int32 */
            square_feet?: number;
            status?: components["schemas"]["ListingStatus"];
            description?: string;
            location: components["schemas"]["Location"];
        };
        LeadCreate: {
            name: string;
            /** Format: email */
            email: string;
            /** @description E.164. */
            phone?: string;
            preferences: components["schemas"]["LeadPreferences"];
        };
        /** @description Date label of the event schema version. */
        EventVersion: string;
        LeadQualifiedData: {
            lead_id: components["schemas"]["LeadId"];
            /** Format: int32 */
            score: number;
            qualification_type: components["schemas"]["QualificationType"];
            triggers: components["schemas"]["ScoreFactor"][];
        };
        LeadQualifiedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lead.qualified";
            created: components["schemas"]["Timestamp"];
            version: components["schemas"]["EventVersion"];
            data: components["schemas"]["LeadQualifiedData"];
        };
        PropertyMatchedData: {
            lead_id: components["schemas"]["LeadId"];
            /** @description The matching listings, at most 100; `match_count` has the total. */
            property_ids: components["schemas"]["PropertyId"][];
            /** Format: int32 */
            match_count: number;
            /**
             * @description `lead_created`: a new lead matched existing listings; `property_created`: a new listing matched this lead.
             * @enum {string}
             */
            reason: "lead_created" | "property_created";
        };
        PropertyMatchedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "property.matched";
            created: components["schemas"]["Timestamp"];
            version: components["schemas"]["EventVersion"];
            data: components["schemas"]["PropertyMatchedData"];
        };
        MessageReceivedData: {
            message_id: components["schemas"]["MessageId"];
            lead_id: components["schemas"]["LeadId"];
            channel: components["schemas"]["MessageChannel"];
            body: string;
            received_at: components["schemas"]["Timestamp"];
        };
        MessageReceivedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "message.received";
            created: components["schemas"]["Timestamp"];
            version: components["schemas"]["EventVersion"];
            data: components["schemas"]["MessageReceivedData"];
        };
        AnalysisId: string;
        /**
         * @description From months of supply: under 4 `sellers_market`, 4–6 `balanced`, over 6 `buyers_market`; `insufficient_data` with no active listings.
         * @enum {string}
         */
        MarketCondition: "sellers_market" | "balanced" | "buyers_market" | "insufficient_data";
        AnalysisCompletedData: {
            analysis_id: components["schemas"]["AnalysisId"];
            city: components["schemas"]["CitySlug"] | null;
            property_type: components["schemas"]["PropertyType"] | null;
            /** Format: int32 */
            sample_size: number;
            /** Format: double */
            median_list_price: number | null;
            market_condition: components["schemas"]["MarketCondition"];
        };
        AnalysisCompletedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "analysis.completed";
            created: components["schemas"]["Timestamp"];
            version: components["schemas"]["EventVersion"];
            data: components["schemas"]["AnalysisCompletedData"];
        };
        /** @description The envelope of every webhook delivery, discriminated by `type`. */
        Event: components["schemas"]["LeadQualifiedEvent"] | components["schemas"]["PropertyMatchedEvent"] | components["schemas"]["MessageReceivedEvent"] | components["schemas"]["AnalysisCompletedEvent"];
    };
    responses: {
        /** @description The server's time. */
        ClockNow: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    now: components["schemas"]["Timestamp"];
                };
            };
        };
        /** @description The body or query is malformed or invalid; every bad field is listed in `errors`. Nothing changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The caller is not on loopback and the sandbox is loopback-only (`ip_not_allowed`), the
         *     request came from a page of another origin (`cross_origin_refused`), or it named a host
         *     the server does not answer to (`host_not_allowed`).
         */
        NotLoopback: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record (`not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
         *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
         *     to that credential's organisation, as
         *     the API would; both together show nothing unless they name the same organisation.
         */
        OrganizationFilter: string;
        /**
         * @description The organisation whose records the route makes or reads (default the demo organisation;
         *     an unknown id is a 400). A credential sent as `Authorization: Bearer …` (or, without one, a
         *     live session cookie) picks its own organisation; one naming another organisation than `organization_id` is a 404.
         */
        ActingOrganization: string;
        OrganizationId: string;
        /** @description Return at most this many entries. */
        LogLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sandboxIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox routes, sorted by path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        contract: string;
                        /** @description Path of the API reference page. */
                        api_reference: string;
                        routes: {
                            method: string;
                            /** @description With `{name}` for path parameters. */
                            path: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "demo_data": false
                 *     }
                 */
                "application/json": components["schemas"]["ResetOptions"];
            };
        };
        responses: {
            /** @description The server was reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            /**
             * @description The reset failed (`internal_error`); nothing was dropped and the previous state is
             *     still serving. The problem's `detail` says why.
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sandboxExportState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateSnapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxImportState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateSnapshot"];
            };
        };
        responses: {
            /** @description The snapshot is the server's state now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateLoaded"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxSeed: {
        parameters: {
            query?: {
                /**
                 * @description The organisation whose records the route makes or reads (default the demo organisation;
                 *     an unknown id is a 400). A credential sent as `Authorization: Bearer …` (or, without one, a
                 *     live session cookie) picks its own organisation; one naming another organisation than `organization_id` is a 404.
                 */
                organization_id?: components["parameters"]["ActingOrganization"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "properties": [
                 *         {
                 *           "type": "residential",
                 *           "price": 850000,
                 *           "bedrooms": 3,
                 *           "bathrooms": 2,
                 *           "location": {
                 *             "address": "12 Oak St",
                 *             "city": "Austin",
                 *             "state": "TX"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Fixture"];
            };
        };
        responses: {
            /** @description The created records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxListApiKeys: {
        parameters: {
            query?: {
                /**
                 * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
                 *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
                 *     to that credential's organisation, as
                 *     the API would; both together show nothing unless they name the same organisation.
                 */
                organization_id?: components["parameters"]["OrganizationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "CI read-only",
                 *       "scopes": [
                 *         "properties.read"
                 *       ],
                 *       "plan": "enterprise",
                 *       "daily_limit": 50000,
                 *       "allowed_ips": [
                 *         "127.0.0.1/32",
                 *         "::1"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxGetClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClockNow"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxMoveClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockMove"];
            };
        };
        responses: {
            200: components["responses"]["ClockNow"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxAuditLog: {
        parameters: {
            query?: {
                /** @description Return at most this many entries. */
                limit?: components["parameters"]["LogLimit"];
                /**
                 * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
                 *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
                 *     to that credential's organisation, as
                 *     the API would; both together show nothing unless they name the same organisation.
                 */
                organization_id?: components["parameters"]["OrganizationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit entries, newest first (scoped ones add entries of no organisation, such as refused unknown keys). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxRequests: {
        parameters: {
            query?: {
                /** @description An operationId of openapi.yaml; any other matches no entry and is refused with 400. */
                operation_id?: string;
                status?: number;
                /** @description `true`: only requests with a violation; `false`: only those without. */
                has_violations?: "true" | "false";
                /**
                 * @description `true`: only the calls of the dashboard page, which marks each with an `X-LPS-Dashboard`
                 *     header; `false`: every request but those. The Requests page asks for `false` unless told.
                 */
                dashboard?: "true" | "false";
                /** @description Entries at or after this time, in any UTC offset. */
                since?: string;
                /** @description Return at most this many entries. */
                limit?: components["parameters"]["LogLimit"];
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /**
                 * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
                 *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
                 *     to that credential's organisation, as
                 *     the API would; both together show nothing unless they name the same organisation.
                 */
                organization_id?: components["parameters"]["OrganizationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description A page of entries, newest first (100 unless `limit` says otherwise). Scoped to one
             *     organisation, it adds requests whose credential was not recognised.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLogEntry"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxClearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxRequest: {
        parameters: {
            query?: {
                /**
                 * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
                 *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
                 *     to that credential's organisation, as
                 *     the API would; both together show nothing unless they name the same organisation.
                 */
                organization_id?: components["parameters"]["OrganizationFilter"];
            };
            header?: never;
            path: {
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxDeliveries: {
        parameters: {
            query?: {
                webhook_id?: string;
                /** @description An event type of openapi.yaml; another is refused, so a typo never waits for nothing. */
                event_type?: components["schemas"]["WebhookEventType"];
                status?: "pending" | "succeeded" | "failed";
                /**
                 * @description Only this organisation's records (an unknown id is a 400). Sending a credential as
                 *     `Authorization: Bearer …` (or, without one, a live session cookie) also limits the answer
                 *     to that credential's organisation, as
                 *     the API would; both together show nothing unless they name the same organisation.
                 */
                organization_id?: components["parameters"]["OrganizationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delivery attempts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxListFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live rules (a rule with `count` disappears when it has fired that often). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Fault"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxAddFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultCreate"];
            };
        };
        responses: {
            /** @description The rule as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fault"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many rules were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxReceiveMessage: {
        parameters: {
            query?: {
                /**
                 * @description The organisation whose records the route makes or reads (default the demo organisation;
                 *     an unknown id is a 400). A credential sent as `Authorization: Bearer …` (or, without one, a
                 *     live session cookie) picks its own organisation; one naming another organisation than `organization_id` is a 404.
                 */
                organization_id?: components["parameters"]["ActingOrganization"];
            };
            header?: never;
            path: {
                lead_id: components["schemas"]["LeadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": "sms",
                 *       "body": "Is the Guerrero St flat still available on Saturday?"
                 *     }
                 */
                "application/json": components["schemas"]["InboundMessage"];
            };
        };
        responses: {
            /** @description The stored message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxTrigger: {
        parameters: {
            query?: {
                /**
                 * @description The organisation whose records the route makes or reads (default the demo organisation;
                 *     an unknown id is a 400). A credential sent as `Authorization: Bearer …` (or, without one, a
                 *     live session cookie) picks its own organisation; one naming another organisation than `organization_id` is a 404.
                 */
                organization_id?: components["parameters"]["ActingOrganization"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "lead.qualified"
                 *     }
                 */
                "application/json": components["schemas"]["TriggerRequest"];
            };
        };
        responses: {
            /** @description The emitted event envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxRetryDueWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RetryDueRequest"];
            };
        };
        responses: {
            /** @description The attempts sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retried: number;
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxFireEvent: {
        parameters: {
            query?: {
                /**
                 * @description The organisation whose records the route makes or reads (default the demo organisation;
                 *     an unknown id is a 400). A credential sent as `Authorization: Bearer …` (or, without one, a
                 *     live session cookie) picks its own organisation; one naming another organisation than `organization_id` is a 404.
                 */
                organization_id?: components["parameters"]["ActingOrganization"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "lead.qualified",
                 *       "wait_seconds": 5
                 *     }
                 */
                "application/json": components["schemas"]["EventRequest"];
            };
        };
        responses: {
            /** @description The emitted event and its deliveries so far. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxListOAuthClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OAuthClient"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxCreateOAuthClient: {
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
                 *       "name": "My SPA",
                 *       "redirect_uris": [
                 *         "http://localhost:5173/callback"
                 *       ],
                 *       "confidential": false,
                 *       "auto_approve": true
                 *     }
                 */
                "application/json": components["schemas"]["OAuthClientCreate"];
            };
        };
        responses: {
            /** @description The registered client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxListOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxCreateOrganization: {
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
                 *       "name": "Acme Homes",
                 *       "plan": "enterprise",
                 *       "daily_limit": 1500,
                 *       "sso": {
                 *         "idp": "builtin",
                 *         "email_domains": [
                 *           "acme.test"
                 *         ],
                 *         "default_role": "developer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationCreate"];
            };
        };
        responses: {
            /** @description The organisation, with its first API key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxGetOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxSetOrganizationSso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoUpdate"];
            };
        };
        responses: {
            /** @description The organisation with its new settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxListIdpUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["IdpUser"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxCreateIdpUser: {
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
                 *       "email": "ada@acme.test",
                 *       "name": "Ada Lovelace",
                 *       "groups": [
                 *         "engineering"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["IdpUserCreate"];
            };
        };
        responses: {
            /** @description The test user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
        };
    };
    sandboxListUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxCreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dev@demo-realty.test",
                 *       "name": "Dana Developer",
                 *       "role": "developer"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxRemoveUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
    sandboxUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["OrganizationId"];
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "viewer"
                 *     }
                 */
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotLoopback"];
            404: components["responses"]["NotFound"];
        };
    };
}
