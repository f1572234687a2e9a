// Generated from openapi.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export interface paths {
    "/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List properties
         * @description Lists properties, newest first. `type` and `min_price` are the spec's filters; `max_price`,
         *     `city`, `state`, `min_bedrooms` and `status` are extensions. Filters combine with AND.
         *     Requires scope `properties.read`.
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Create a property
         * @description Stores a new listing and answers it with 200. Matching runs against existing leads and may
         *     emit `property.matched`. Requires scope `properties.write`.
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{property_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one property
         * @description Extension. Reads one property by id. Requires scope `properties.read`.
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description Lists leads, newest first. The `status` filter is an extension. Requires scope `leads.read`.
         */
        get: operations["listLeads"];
        put?: never;
        /**
         * Create a lead
         * @description Stores a lead in state `new` and submits it for AI qualification, which completes
         *     asynchronously (see `getLeadScore`). Requires scope `leads.write`.
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads/{lead_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one lead
         * @description Extension. Reads one lead by id. Requires scope `leads.read`.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads/{lead_id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a lead's qualification score
         * @description The AI qualification score of the lead. Scoring is asynchronous: until it completes the
         *     answer is still 200, with `status: "pending"` and no score; clients poll or wait for
         *     `lead.qualified`. Requires scope `leads.read`.
         */
        get: operations["getLeadScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads/{lead_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a lead's messages
         * @description Extension. Messages received from the lead, newest first. Requires scope `leads.read`.
         */
        get: operations["listLeadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Market analysis for a city and property type
         * @description Computed from the stored listings. `city` is a slug (lower-case words joined by
         *     underscores, e.g. `san_francisco`); without it the analysis covers every city. Without
         *     `property_type` it covers every type. A city with no listings at all answers 404
         *     `unknown_city`, whose problem body lists `known_cities`. Emits `analysis.completed`.
         *     Requires scope `analytics.read`.
         */
        get: operations["getMarketAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Extension. Secrets are never listed. Requires scope `leads.read`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an HTTPS endpoint. The answer carries the signing `secret`, which is returned
         *     only here and on rotation. Requires scope `leads.write`, and for each event the read
         *     scopes of its data: `lead.qualified` and `message.received` need `leads.read`,
         *     `property.matched` needs `leads.read` and `properties.read`, `analysis.completed` needs
         *     `analytics.read`. An endpoint stops receiving an event once the credential that
         *     registered it no longer holds them (a revoked key, an ended OAuth grant). Private,
         *     loopback and link-local addresses are refused (SSRF); the reference server allows plain
         *     http to loopback only, never to its own port.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one webhook endpoint
         * @description Extension. The secret is not included. Requires scope `leads.read`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Extension. Stops all deliveries to the endpoint; answers 200 with a deletion marker. With an
         *     `Idempotency-Key`, a retry after a lost answer gets that answer replayed rather than a 404.
         *     Requires scope `leads.write`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's secret
         * @description Extension. Issues a new secret, returned once. The previous secret keeps signing, next
         *     to the new one, until `previous_secret_expires_at` (default 24 h, `overlap_seconds: 0`
         *     retires it at once); a secret replaced earlier stops signing now, so at most two sign.
         *     Requires scope `leads.write`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery attempts
         * @description Extension. Every delivery attempt to the endpoint, newest first. Requires scope `leads.read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Extension. Sends the delivery's event to the endpoint again, now, with the same event id
         *     and a fresh signature, and answers the new attempt as queued. Requires scope `leads.write`.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "lead.qualified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A lead reached the qualification criteria
         * @description Sent each time a lead enters state `qualified` (score at or above the qualification
         *     threshold, 70 = `hot` by default). A lead that drops below and climbs back is announced
         *     again; a lead that stays qualified is not.
         */
        post: operations["leadQualifiedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "property.matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Listings matched a lead's preferences
         * @description Sent when a new lead matches existing listings, or a new listing matches existing leads
         *     (one event per lead). Matching compares type, price range, city and bedrooms.
         */
        post: operations["propertyMatchedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A lead sent a message */
        post: operations["messageReceivedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "analysis.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A market analysis completed */
        post: operations["analysisCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Format: date-time
         * @description ISO 8601 in UTC, with a `Z`.
         */
        Timestamp: string;
        PropertyId: string;
        LeadId: string;
        WebhookId: string;
        EventId: string;
        MessageId: string;
        DeliveryId: string;
        AnalysisId: string;
        /** @description Two-letter upper-case USPS state code (the server checks the form, not the list). */
        StateCode: string;
        /** @description Lower-case words joined by underscores. */
        CitySlug: string;
        /** Format: double */
        Price: number;
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
        Location: {
            address: string;
            city: string;
            state: components["schemas"]["StateCode"];
            postal_code?: string;
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
        PropertyList: {
            data: components["schemas"]["Property"][];
            has_more: boolean;
            next_cursor: string | null;
        };
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
        LeadCreate: {
            name: string;
            /** Format: email */
            email: string;
            /** @description E.164. */
            phone?: string;
            preferences: components["schemas"]["LeadPreferences"];
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
        LeadList: {
            data: components["schemas"]["Lead"][];
            has_more: boolean;
            next_cursor: string | null;
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
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
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
        LeadScorePending: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "pending";
            lead_id: components["schemas"]["LeadId"];
            submitted_at: components["schemas"]["Timestamp"];
        };
        LeadScore: components["schemas"]["LeadScoreReady"] | components["schemas"]["LeadScorePending"];
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
        MessageList: {
            data: components["schemas"]["Message"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        /**
         * @description From months of supply: under 4 `sellers_market`, 4–6 `balanced`, over 6 `buyers_market`; `insufficient_data` with no active listings.
         * @enum {string}
         */
        MarketCondition: "sellers_market" | "balanced" | "buyers_market" | "insufficient_data";
        MarketAnalysis: {
            id: components["schemas"]["AnalysisId"];
            city: components["schemas"]["CitySlug"] | null;
            property_type: components["schemas"]["PropertyType"] | null;
            generated_at: components["schemas"]["Timestamp"];
            /**
             * Format: int32
             * @description Listings the analysis was computed from.
             */
            sample_size: number;
            /** Format: double */
            median_list_price: number | null;
            /** Format: double */
            median_price_per_sqft: number | null;
            /** Format: int32 */
            active_listings: number;
            /** Format: int32 */
            new_listings_30d: number;
            /** Format: double */
            median_days_on_market: number | null;
            /** Format: double */
            months_of_supply: number | null;
            /** @description Percent change against the same 12-month window a year earlier; null without history. */
            year_over_year: {
                /** Format: double */
                median_list_price_pct: number | null;
                /** Format: double */
                median_price_per_sqft_pct: number | null;
                /** Format: double */
                new_listings_pct: number | null;
            };
            market_condition: components["schemas"]["MarketCondition"];
            /** @description A plain-English narrative generated from the numbers. */
            summary: string;
        };
        /** @enum {string} */
        WebhookEventType: "lead.qualified" | "property.matched" | "message.received" | "analysis.completed";
        WebhookCreate: {
            /**
             * Format: uri
             * @description HTTPS address of the receiver.
             */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            description?: string;
            /**
             * @description Extension. A signing secret you generated yourself (for example with the SDK's
             *     `generateWebhookSecret()`), so the receiver can be deployed with it before the endpoint
             *     exists. It must be random: the service checks its format, not its entropy. Without it
             *     the service generates one. Either way the answer carries it, once.
             */
            secret?: components["schemas"]["WebhookSecret"];
        };
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
        /** @description `whsec_` followed by at least 24 random bytes, base64url-encoded. */
        WebhookSecret: string;
        WebhookWithSecret: components["schemas"]["Webhook"] & {
            secret: components["schemas"]["WebhookSecret"];
        };
        WebhookSecretRotation: {
            /**
             * Format: int32
             * @description How long the previous secret keeps signing next to the new one.
             * @default 86400
             */
            overlap_seconds: number;
        };
        WebhookRotated: components["schemas"]["WebhookWithSecret"] & {
            previous_secret_expires_at: components["schemas"]["Timestamp"];
        };
        WebhookDeleted: {
            id: components["schemas"]["WebhookId"];
            /** @constant */
            deleted: true;
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
            has_more: boolean;
            next_cursor: string | null;
        };
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
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
            next_cursor: string | null;
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
        MessageReceivedData: {
            message_id: components["schemas"]["MessageId"];
            lead_id: components["schemas"]["LeadId"];
            channel: components["schemas"]["MessageChannel"];
            body: string;
            received_at: components["schemas"]["Timestamp"];
        };
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
        ValidationIssue: {
            /**
             * Format: json-pointer
             * @description RFC 6901 JSON pointer into the request (`/email`; query parameters as `/query/limit`).
             */
            pointer: string;
            message: string;
            expected?: string;
        };
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
    };
    responses: {
        /** @description The receiver handled the event. Any 2xx counts as success. */
        WebhookReceived: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "received": true
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    received: true;
                };
            };
        };
        /**
         * @description The request is malformed (`malformed_json`, `malformed_request`) or fails validation
         *     (`validation_failed`); every bad field is listed in `errors` with its JSON pointer.
         *     Nothing was changed.
         */
        BadRequest: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/validation_failed",
                 *       "title": "Validation failed",
                 *       "status": 400,
                 *       "detail": "2 fields are invalid: /email must be a valid email address; /preferences/price_range min must not exceed max.",
                 *       "code": "validation_failed",
                 *       "request_id": "req_Hn4Kd9Wq2Lx7Bc3V",
                 *       "errors": [
                 *         {
                 *           "pointer": "/email",
                 *           "message": "must be a valid email address",
                 *           "expected": "string (email)"
                 *         },
                 *         {
                 *           "pointer": "/preferences/price_range",
                 *           "message": "min must not exceed max",
                 *           "expected": "min <= max"
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Credentials are missing, unknown, revoked or expired (`unauthenticated`, `invalid_token`, `token_expired`). */
        Unauthorized: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/invalid_token",
                 *       "title": "Invalid credentials",
                 *       "status": 401,
                 *       "detail": "The API key is unknown or has been revoked.",
                 *       "code": "invalid_token",
                 *       "request_id": "req_Pq8Rt2Yx5Mn1Zv6K"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The credentials lack the scope the operation needs (`insufficient_scope`, with
         *     `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"`), or the caller's IP is not
         *     on the key's allowlist (`ip_not_allowed`).
         */
        Forbidden: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/insufficient_scope",
                 *       "title": "Insufficient scope",
                 *       "status": 403,
                 *       "detail": "This operation requires the scope leads.write.",
                 *       "code": "insufficient_scope",
                 *       "request_id": "req_Wm3Nb7Vc1Xz5Lk9J",
                 *       "required_scope": "leads.write"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No resource has this id, or no route has this path (`not_found`, `route_not_found`, `unknown_city`). */
        NotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/not_found",
                 *       "title": "Not found",
                 *       "status": 404,
                 *       "detail": "No lead has the id lead_0000000000000000.",
                 *       "code": "not_found",
                 *       "request_id": "req_Tg5Yh7Uj9Ik1Ol3P"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An `Idempotency-Key` was reused with another body, or its first request is still running; or a redelivery targets a disabled endpoint (`webhook_disabled`). */
        Conflict: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/idempotency_key_reused",
                 *       "title": "Idempotency key reused",
                 *       "status": 409,
                 *       "detail": "This Idempotency-Key was used with a different request body.",
                 *       "code": "idempotency_key_reused",
                 *       "request_id": "req_Az2Sx4Dc6Fv8Gb0N"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is over 1 MiB (`payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/payload_too_large",
                 *       "title": "Payload too large",
                 *       "status": 413,
                 *       "detail": "The request body exceeds 1048576 bytes.",
                 *       "code": "payload_too_large",
                 *       "request_id": "req_Qw1Er3Ty5Ui7Op9A"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A body was sent with a content type other than application/json (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/unsupported_media_type",
                 *       "title": "Unsupported media type",
                 *       "status": 415,
                 *       "detail": "Send the body as application/json.",
                 *       "code": "unsupported_media_type",
                 *       "request_id": "req_Zx9Cv7Bn5Mm3Kk1L"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The key's daily quota is used up (`rate_limit_exceeded`). */
        TooManyRequests: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/rate_limit_exceeded",
                 *       "title": "Rate limit exceeded",
                 *       "status": 429,
                 *       "detail": "The daily limit of 1000 requests is used up; it resets at 00:00 UTC.",
                 *       "code": "rate_limit_exceeded",
                 *       "request_id": "req_Lk8Jh6Gf4Ds2Aa0Q",
                 *       "limit": 1000,
                 *       "remaining": 0,
                 *       "reset_seconds": 51840
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected error (`internal_error`). Safe to retry with the same `Idempotency-Key`. */
        InternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
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
                 *       "request_id": "req_Mn2Bv4Cx6Za8Sd0F"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The service is temporarily unavailable (`service_unavailable`); the reference server's
         *     fault injection answers it too. `Retry-After` says when to try again. The operation may
         *     have been carried out, so retry POSTs and DELETEs with the same `Idempotency-Key`.
         */
        ServiceUnavailable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.lps.example/errors/service_unavailable",
                 *       "title": "Service unavailable",
                 *       "status": 503,
                 *       "detail": "The service is temporarily unavailable; retry after 1 second.",
                 *       "code": "service_unavailable",
                 *       "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Page size. */
        Limit: number;
        /** @description Opaque cursor from a previous page's `next_cursor`. */
        Cursor: string;
        LeadId: components["schemas"]["LeadId"];
        WebhookId: components["schemas"]["WebhookId"];
        /**
         * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
         *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
         *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
         *     the first request is still running, 409 `idempotency_request_in_progress`.
         */
        IdempotencyKey: string;
        /** @description One or more comma-separated `v1=<hex HMAC-SHA256>` entries. */
        SignatureHeader: string;
        /** @description Unix seconds at signing time. */
        TimestampHeader: string;
        /** @description The envelope's `id`, stable across retries. */
        EventIdHeader: components["schemas"]["EventId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description CORS: which web origins may read this answer. Any origin (`*`) by default, or the
         *     requesting origin when it is on the configured list (the reference server's
         *     `--cors-origin`; production keeps a list of the integrator apps' origins). The API takes
         *     bearer credentials only, never cookies, so an allowed page learns nothing it could not
         *     fetch itself with the same key; `Access-Control-Allow-Credentials` is never sent.
         */
        "Access-Control-Allow-Origin": string;
        /** @description Identifier of this request, also in problem bodies and the audit log. */
        "X-Request-Id": string;
        /** @description Remaining quota and seconds until the window resets, e.g. `"daily";r=998;t=52000`. */
        RateLimit: string;
        /** @description The quota policy, e.g. `"daily";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description RFC 6750 challenge, e.g. `Bearer realm="lps", error="invalid_token"`. */
        "WWW-Authenticate": string;
        /** @description `true` when the response is a replay of a stored idempotent response. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProperties: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only properties of this type. */
                type?: components["schemas"]["PropertyType"];
                /** @description Only properties priced at or above this amount. */
                min_price?: number;
                /** @description Extension. Only properties priced at or below this amount. */
                max_price?: number;
                /** @description Extension. City name or its slug (`san_francisco`); compared case-insensitively. */
                city?: string;
                /** @description Extension. Two-letter upper-case state code. */
                state?: components["schemas"]["StateCode"];
                /** @description Extension. Only properties with at least this many bedrooms. */
                min_bedrooms?: number;
                /** @description Extension. Only properties with this listing status. */
                status?: components["schemas"]["ListingStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of properties. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prop_8sKq2xNw4TbV9mLc",
                     *           "type": "residential",
                     *           "status": "active",
                     *           "price": 1250000,
                     *           "bedrooms": 3,
                     *           "bathrooms": 2,
                     *           "square_feet": 1640,
                     *           "description": "Victorian flat with a garden, near Dolores Park.",
                     *           "location": {
                     *             "address": "742 Guerrero St",
                     *             "city": "San Francisco",
                     *             "state": "CA",
                     *             "postal_code": "94110"
                     *           },
                     *           "listed_at": "2026-10-02T16:20:00Z",
                     *           "closed_at": null,
                     *           "created_at": "2026-10-02T16:20:00Z",
                     *           "updated_at": "2026-10-02T16:20:00Z"
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "next_cursor": "cur_1763794243000.2391"
                     *     }
                     */
                    "application/json": components["schemas"]["PropertyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "residential",
                 *       "price": 1250000,
                 *       "bedrooms": 3,
                 *       "bathrooms": 2,
                 *       "square_feet": 1640,
                 *       "description": "Victorian flat with a garden, near Dolores Park.",
                 *       "location": {
                 *         "address": "742 Guerrero St",
                 *         "city": "San Francisco",
                 *         "state": "CA",
                 *         "postal_code": "94110"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PropertyCreate"];
            };
        };
        responses: {
            /** @description The created property. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prop_8sKq2xNw4TbV9mLc",
                     *       "type": "residential",
                     *       "status": "active",
                     *       "price": 1250000,
                     *       "bedrooms": 3,
                     *       "bathrooms": 2,
                     *       "square_feet": 1640,
                     *       "description": "Victorian flat with a garden, near Dolores Park.",
                     *       "location": {
                     *         "address": "742 Guerrero St",
                     *         "city": "San Francisco",
                     *         "state": "CA",
                     *         "postal_code": "94110"
                     *       },
                     *       "listed_at": "2026-11-22T09:30:00Z",
                     *       "closed_at": null,
                     *       "created_at": "2026-11-22T09:30:00Z",
                     *       "updated_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: components["schemas"]["PropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prop_8sKq2xNw4TbV9mLc",
                     *       "type": "residential",
                     *       "status": "active",
                     *       "price": 1250000,
                     *       "bedrooms": 3,
                     *       "bathrooms": 2,
                     *       "square_feet": 1640,
                     *       "description": "Victorian flat with a garden, near Dolores Park.",
                     *       "location": {
                     *         "address": "742 Guerrero St",
                     *         "city": "San Francisco",
                     *         "state": "CA",
                     *         "postal_code": "94110"
                     *       },
                     *       "listed_at": "2026-10-02T16:20:00Z",
                     *       "closed_at": null,
                     *       "created_at": "2026-10-02T16:20:00Z",
                     *       "updated_at": "2026-10-02T16:20:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Extension. Only leads in this lifecycle state. */
                status?: components["schemas"]["LeadStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of leads. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "lead_3hT9wQz1LmV8rKx2",
                     *           "name": "Maya Chen",
                     *           "email": "maya.chen@example.com",
                     *           "phone": "+14155550142",
                     *           "preferences": {
                     *             "property_type": "residential",
                     *             "price_range": {
                     *               "min": 900000,
                     *               "max": 1400000
                     *             },
                     *             "city": "San Francisco",
                     *             "min_bedrooms": 2,
                     *             "timeline": "within_3_months",
                     *             "pre_approved": true
                     *           },
                     *           "status": "qualified",
                     *           "score": 85,
                     *           "qualification_type": "hot",
                     *           "created_at": "2026-11-21T18:04:11Z",
                     *           "updated_at": "2026-11-21T18:04:11Z",
                     *           "last_activity_at": "2026-11-21T18:04:11Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["LeadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Maya Chen",
                 *       "email": "maya.chen@example.com",
                 *       "phone": "+14155550142",
                 *       "preferences": {
                 *         "property_type": "residential",
                 *         "price_range": {
                 *           "min": 900000,
                 *           "max": 1400000
                 *         },
                 *         "city": "San Francisco",
                 *         "min_bedrooms": 2,
                 *         "timeline": "within_3_months",
                 *         "pre_approved": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LeadCreate"];
            };
        };
        responses: {
            /** @description The created lead, in state `new` until qualification completes. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "lead_3hT9wQz1LmV8rKx2",
                     *       "name": "Maya Chen",
                     *       "email": "maya.chen@example.com",
                     *       "phone": "+14155550142",
                     *       "preferences": {
                     *         "property_type": "residential",
                     *         "price_range": {
                     *           "min": 900000,
                     *           "max": 1400000
                     *         },
                     *         "city": "San Francisco",
                     *         "min_bedrooms": 2,
                     *         "timeline": "within_3_months",
                     *         "pre_approved": true
                     *       },
                     *       "status": "new",
                     *       "score": null,
                     *       "qualification_type": null,
                     *       "created_at": "2026-11-22T09:31:00Z",
                     *       "updated_at": "2026-11-22T09:31:00Z",
                     *       "last_activity_at": "2026-11-22T09:31:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lead_id: components["parameters"]["LeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "lead_3hT9wQz1LmV8rKx2",
                     *       "name": "Maya Chen",
                     *       "email": "maya.chen@example.com",
                     *       "phone": "+14155550142",
                     *       "preferences": {
                     *         "property_type": "residential",
                     *         "price_range": {
                     *           "min": 900000,
                     *           "max": 1400000
                     *         },
                     *         "city": "San Francisco",
                     *         "min_bedrooms": 2,
                     *         "timeline": "within_3_months",
                     *         "pre_approved": true
                     *       },
                     *       "status": "qualified",
                     *       "score": 85,
                     *       "qualification_type": "hot",
                     *       "created_at": "2026-11-21T18:04:11Z",
                     *       "updated_at": "2026-11-21T18:04:11Z",
                     *       "last_activity_at": "2026-11-21T18:04:11Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Lead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lead_id: components["parameters"]["LeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score, or a pending marker while qualification runs. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "lead_id": "lead_3hT9wQz1LmV8rKx2",
                     *       "score": 85,
                     *       "qualification_type": "hot",
                     *       "triggers": [
                     *         "budget_match",
                     *         "high_engagement",
                     *         "pre_approved",
                     *         "recent_activity",
                     *         "complete_contact_info"
                     *       ],
                     *       "factors": [
                     *         {
                     *           "factor": "budget_match",
                     *           "weight": 30,
                     *           "value": 1,
                     *           "points": 30
                     *         },
                     *         {
                     *           "factor": "high_engagement",
                     *           "weight": 30,
                     *           "value": 1,
                     *           "points": 30
                     *         },
                     *         {
                     *           "factor": "urgent_timeline",
                     *           "weight": 15,
                     *           "value": 0,
                     *           "points": 0
                     *         },
                     *         {
                     *           "factor": "pre_approved",
                     *           "weight": 10,
                     *           "value": 1,
                     *           "points": 10
                     *         },
                     *         {
                     *           "factor": "recent_activity",
                     *           "weight": 10,
                     *           "value": 1,
                     *           "points": 10
                     *         },
                     *         {
                     *           "factor": "complete_contact_info",
                     *           "weight": 5,
                     *           "value": 1,
                     *           "points": 5
                     *         }
                     *       ],
                     *       "model_version": "lps-score-2026-11",
                     *       "scored_at": "2026-11-22T09:31:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LeadScore"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeadMessages: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                lead_id: components["parameters"]["LeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_7Yp2cVb9QxL4mN1s",
                     *           "lead_id": "lead_3hT9wQz1LmV8rKx2",
                     *           "channel": "sms",
                     *           "direction": "inbound",
                     *           "body": "Is the Guerrero St flat still available for a viewing on Saturday?",
                     *           "created_at": "2026-11-22T10:02:45Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarketAnalysis: {
        parameters: {
            query?: {
                /** @description City slug, e.g. `san_francisco`. */
                city?: components["schemas"]["CitySlug"];
                property_type?: components["schemas"]["PropertyType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analysis. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ana_5Gd8kR2pWq7zXc1v",
                     *       "city": "san_francisco",
                     *       "property_type": "residential",
                     *       "generated_at": "2026-11-22T09:32:00Z",
                     *       "sample_size": 214,
                     *       "median_list_price": 1385000,
                     *       "median_price_per_sqft": 1042.5,
                     *       "active_listings": 168,
                     *       "new_listings_30d": 37,
                     *       "median_days_on_market": 24,
                     *       "months_of_supply": 2.1,
                     *       "year_over_year": {
                     *         "median_list_price_pct": 4.2,
                     *         "median_price_per_sqft_pct": 3.1,
                     *         "new_listings_pct": -6.5
                     *       },
                     *       "market_condition": "sellers_market",
                     *       "summary": "San Francisco residential is a seller's market: 168 active listings at a median of $1,385,000 ($1,043/sqft), up 4.2% on last year, selling in a median 24 days with 2.1 months of supply."
                     *     }
                     */
                    "application/json": components["schemas"]["MarketAnalysis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook endpoints. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *           "url": "https://crm.example.com/hooks/lps",
                     *           "events": [
                     *             "lead.qualified",
                     *             "property.matched"
                     *           ],
                     *           "description": "CRM sync",
                     *           "status": "enabled",
                     *           "disabled_reason": null,
                     *           "created_at": "2026-11-20T12:00:00Z",
                     *           "updated_at": "2026-11-20T12:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.example.com/hooks/lps",
                 *       "events": [
                 *         "lead.qualified",
                 *         "property.matched"
                 *       ],
                 *       "description": "CRM sync"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description The registered endpoint, with its secret (shown once). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *       "url": "https://crm.example.com/hooks/lps",
                     *       "events": [
                     *         "lead.qualified",
                     *         "property.matched"
                     *       ],
                     *       "description": "CRM sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:33:00Z",
                     *       "updated_at": "2026-11-22T09:33:00Z",
                     *       "secret": "whsec_q3v8Yc1Lr5Tn0Kx7Bw2Pz9Fd4Hs6Jm1A"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A scope is missing, `leads.write` or a read scope of a subscribed event; `required_scope` names it. */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *       "url": "https://crm.example.com/hooks/lps",
                     *       "events": [
                     *         "lead.qualified",
                     *         "property.matched"
                     *       ],
                     *       "description": "CRM sync",
                     *       "status": "disabled",
                     *       "disabled_reason": "endpoint answered 410 Gone",
                     *       "created_at": "2026-11-20T12:00:00Z",
                     *       "updated_at": "2026-11-21T08:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint was deleted. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlap_seconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSecretRotation"];
            };
        };
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *       "url": "https://crm.example.com/hooks/lps",
                     *       "events": [
                     *         "lead.qualified",
                     *         "property.matched"
                     *       ],
                     *       "description": "CRM sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-20T12:00:00Z",
                     *       "updated_at": "2026-11-22T09:40:00Z",
                     *       "secret": "whsec_Zr4Hk8Qw1Ny6Bv3Xm9Lp2Tc7Gd5Js0Ua",
                     *       "previous_secret_expires_at": "2026-11-22T10:40:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRotated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                webhook_id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of delivery attempts. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "dlv_9Qw3Er5Ty7Ui1Op2",
                     *           "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *           "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                     *           "event_type": "lead.qualified",
                     *           "attempt": 2,
                     *           "status": "succeeded",
                     *           "response_status": 200,
                     *           "latency_ms": 38,
                     *           "error": null,
                     *           "created_at": "2026-11-22T09:31:05Z",
                     *           "next_attempt_at": null
                     *         },
                     *         {
                     *           "id": "dlv_1Az3Sx5Dc7Fv9Gb0",
                     *           "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *           "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                     *           "event_type": "lead.qualified",
                     *           "attempt": 1,
                     *           "status": "failed",
                     *           "response_status": 503,
                     *           "latency_ms": 112,
                     *           "error": "endpoint answered 503",
                     *           "created_at": "2026-11-22T09:31:00Z",
                     *           "next_attempt_at": null
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST or DELETE safe to retry. The first response to a key is stored for 24 hours and
                 *     replayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path
                 *     and body. The same key with a different body answers 409 `idempotency_key_reused`; while
                 *     the first request is still running, 409 `idempotency_request_in_progress`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook_id: components["parameters"]["WebhookId"];
                delivery_id: components["schemas"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery attempt. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "dlv_5Tg7Yh9Uj1Ik3Ol5",
                     *       "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                     *       "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                     *       "event_type": "lead.qualified",
                     *       "attempt": 3,
                     *       "status": "pending",
                     *       "response_status": null,
                     *       "latency_ms": null,
                     *       "error": null,
                     *       "created_at": "2026-11-22T09:45:00Z",
                     *       "next_attempt_at": "2026-11-22T09:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leadQualifiedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description One or more comma-separated `v1=<hex HMAC-SHA256>` entries. */
                "x-service-signature": components["parameters"]["SignatureHeader"];
                /** @description Unix seconds at signing time. */
                "x-service-timestamp": components["parameters"]["TimestampHeader"];
                /** @description The envelope's `id`, stable across retries. */
                "x-service-event-id": components["parameters"]["EventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                 *       "type": "lead.qualified",
                 *       "created": "2026-11-22T09:31:00Z",
                 *       "version": "2026-11-01",
                 *       "data": {
                 *         "lead_id": "lead_3hT9wQz1LmV8rKx2",
                 *         "score": 85,
                 *         "qualification_type": "hot",
                 *         "triggers": [
                 *           "budget_match",
                 *           "high_engagement"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LeadQualifiedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
        };
    };
    propertyMatchedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description One or more comma-separated `v1=<hex HMAC-SHA256>` entries. */
                "x-service-signature": components["parameters"]["SignatureHeader"];
                /** @description Unix seconds at signing time. */
                "x-service-timestamp": components["parameters"]["TimestampHeader"];
                /** @description The envelope's `id`, stable across retries. */
                "x-service-event-id": components["parameters"]["EventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_8Jk2Lm4Nb6Vc8Xz0",
                 *       "type": "property.matched",
                 *       "created": "2026-11-22T09:31:00Z",
                 *       "version": "2026-11-01",
                 *       "data": {
                 *         "lead_id": "lead_3hT9wQz1LmV8rKx2",
                 *         "property_ids": [
                 *           "prop_8sKq2xNw4TbV9mLc",
                 *           "prop_2Wd4Rf6Tg8Yh0Uj2"
                 *         ],
                 *         "match_count": 2,
                 *         "reason": "lead_created"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PropertyMatchedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
        };
    };
    messageReceivedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description One or more comma-separated `v1=<hex HMAC-SHA256>` entries. */
                "x-service-signature": components["parameters"]["SignatureHeader"];
                /** @description Unix seconds at signing time. */
                "x-service-timestamp": components["parameters"]["TimestampHeader"];
                /** @description The envelope's `id`, stable across retries. */
                "x-service-event-id": components["parameters"]["EventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6Pl8Ok0Ij2Uh4Yg6",
                 *       "type": "message.received",
                 *       "created": "2026-11-22T10:02:45Z",
                 *       "version": "2026-11-01",
                 *       "data": {
                 *         "message_id": "msg_7Yp2cVb9QxL4mN1s",
                 *         "lead_id": "lead_3hT9wQz1LmV8rKx2",
                 *         "channel": "sms",
                 *         "body": "Is the Guerrero St flat still available for a viewing on Saturday?",
                 *         "received_at": "2026-11-22T10:02:45Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MessageReceivedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
        };
    };
    analysisCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description One or more comma-separated `v1=<hex HMAC-SHA256>` entries. */
                "x-service-signature": components["parameters"]["SignatureHeader"];
                /** @description Unix seconds at signing time. */
                "x-service-timestamp": components["parameters"]["TimestampHeader"];
                /** @description The envelope's `id`, stable across retries. */
                "x-service-event-id": components["parameters"]["EventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0Qa2Ws4Ed6Rf8Tg0",
                 *       "type": "analysis.completed",
                 *       "created": "2026-11-22T09:32:00Z",
                 *       "version": "2026-11-01",
                 *       "data": {
                 *         "analysis_id": "ana_5Gd8kR2pWq7zXc1v",
                 *         "city": "san_francisco",
                 *         "property_type": "residential",
                 *         "sample_size": 214,
                 *         "median_list_price": 1385000,
                 *         "market_condition": "sellers_market"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AnalysisCompletedEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookReceived"];
        };
    };
}
