// Generated from openapi.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export const contract = {
  "openapi": "3.1.0",
  "info": {
    "title": "Lead and Property Service API",
    "version": "1.0.0",
    "summary": "Properties, AI-qualified leads, market analysis and signed webhooks.",
    "description": "REST + JSON API of the Lead and Property Service (LPS).\n\n* Every path below is relative to `{base_url}`, which ends in `/v1`. The same operations are\n  served under `/api/v1` (the spec writes both forms); both `servers` entries are equivalent.\n* Successful calls answer **200**, creations included (spec, Endpoints note 3).\n* Errors are RFC 9457 `application/problem+json` with a stable machine `code` and a `request_id`.\n* Every response carries the IETF `RateLimit` and `RateLimit-Policy` headers\n  (draft-ietf-httpapi-ratelimit-headers, structured-field form) and an `X-Request-Id`.\n* Every POST accepts an `Idempotency-Key`; see `components.parameters.IdempotencyKey`.\n* Lists use cursor pagination: `limit` (1–100, default 20) and `cursor`; the answer is\n  `{data, has_more, next_cursor}`, newest first.\n* Operations marked **Extension** are not in the service specification; they are the\n  operations integrators expect around it. See docs/design-decisions.md.\n\nThe OAuth 2.0 authorization server (`{auth_url}`) is described in a second document,\n`oauth.yaml`, because it lives on another origin and speaks RFC 6749 errors rather than\nproblem+json.\n\n## Webhook signatures\nEach delivery carries `x-service-timestamp` (unix seconds, `^\\d+$`) and `x-service-signature`:\n`v1=` followed by the lower-case hex HMAC-SHA256 of `${timestamp}.${rawBody}`, keyed with the\nUTF-8 bytes of the endpoint secret string. While a rotated secret overlaps, several entries are\nsent, separated by commas (`v1=abc…,v1=def…`); a receiver accepts the event if any `v1` entry\nmatches and ignores other schemes. Secrets are `whsec_` followed by at least 24 random bytes,\nbase64url-encoded. Receivers reject timestamps more than 300 s away from their clock, in either\ndirection. `x-service-event-id` repeats the envelope id so receivers can deduplicate before\nparsing.\n",
    "contact": {
      "name": "LPS SDK team"
    },
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "{origin}/v1",
      "description": "Base address as the spec writes it (`{base_url}` ends in `/v1`). Environments: production\n(https://api.lps.example), sandbox and the local reference server (`origin` set to e.g.\nhttp://127.0.0.1:4010). Public: integrators' apps and browsers call it.\n",
      "x-internal": false,
      "variables": {
        "origin": {
          "default": "https://api.lps.example",
          "description": "Scheme and host of the service, e.g. http://127.0.0.1:4010 for the reference server."
        }
      }
    },
    {
      "url": "{origin}/api/v1",
      "description": "The same operations under the `/api/v1` form the spec also uses, in the same environments\n(production, sandbox, local). Public.\n",
      "x-internal": false,
      "variables": {
        "origin": {
          "default": "https://api.lps.example",
          "description": "Scheme and host of the service."
        }
      }
    }
  ],
  "tags": [
    {
      "name": "Properties",
      "description": "Listings."
    },
    {
      "name": "Leads",
      "description": "Leads, their AI qualification and their messages."
    },
    {
      "name": "Analytics",
      "description": "Market analysis."
    },
    {
      "name": "Webhooks",
      "description": "Webhook endpoints and their deliveries."
    }
  ],
  "security": [
    {
      "apiKey": []
    },
    {
      "oauth2": []
    }
  ],
  "paths": {
    "/properties": {
      "get": {
        "operationId": "listProperties",
        "tags": [
          "Properties"
        ],
        "summary": "List properties",
        "description": "Lists properties, newest first. `type` and `min_price` are the spec's filters; `max_price`,\n`city`, `state`, `min_bedrooms` and `status` are extensions. Filters combine with AND.\nRequires scope `properties.read`.\n",
        "security": [
          {
            "apiKey": [
              "properties.read"
            ]
          },
          {
            "oauth2": [
              "properties.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "name": "type",
            "in": "query",
            "description": "Only properties of this type.",
            "schema": {
              "$ref": "#/components/schemas/PropertyType"
            }
          },
          {
            "name": "min_price",
            "in": "query",
            "description": "Only properties priced at or above this amount.",
            "schema": {
              "type": "number",
              "format": "double",
              "minimum": 0,
              "maximum": 1000000000
            }
          },
          {
            "name": "max_price",
            "in": "query",
            "description": "Extension. Only properties priced at or below this amount.",
            "schema": {
              "type": "number",
              "format": "double",
              "minimum": 0,
              "maximum": 1000000000
            }
          },
          {
            "name": "city",
            "in": "query",
            "description": "Extension. City name or its slug (`san_francisco`); compared case-insensitively.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
            }
          },
          {
            "name": "state",
            "in": "query",
            "description": "Extension. Two-letter upper-case state code.",
            "schema": {
              "$ref": "#/components/schemas/StateCode"
            }
          },
          {
            "name": "min_bedrooms",
            "in": "query",
            "description": "Extension. Only properties with at least this many bedrooms.",
            "schema": {
              "type": "integer",
              "format": "int32",
              "minimum": 0,
              "maximum": 50
            }
          },
          {
            "name": "status",
            "in": "query",
            "description": "Extension. Only properties with this listing status.",
            "schema": {
              "$ref": "#/components/schemas/ListingStatus"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of properties.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PropertyList"
                },
                "example": {
                  "data": [
                    {
                      "id": "prop_8sKq2xNw4TbV9mLc",
                      "type": "residential",
                      "status": "active",
                      "price": 1250000,
                      "bedrooms": 3,
                      "bathrooms": 2,
                      "square_feet": 1640,
                      "description": "Victorian flat with a garden, near Dolores Park.",
                      "location": {
                        "address": "742 Guerrero St",
                        "city": "San Francisco",
                        "state": "CA",
                        "postal_code": "94110"
                      },
                      "listed_at": "2026-10-02T16:20:00Z",
                      "closed_at": null,
                      "created_at": "2026-10-02T16:20:00Z",
                      "updated_at": "2026-10-02T16:20:00Z"
                    }
                  ],
                  "has_more": true,
                  "next_cursor": "cur_1763794243000.2391"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createProperty",
        "tags": [
          "Properties"
        ],
        "summary": "Create a property",
        "description": "Stores a new listing and answers it with 200. Matching runs against existing leads and may\nemit `property.matched`. Requires scope `properties.write`.\n",
        "security": [
          {
            "apiKey": [
              "properties.write"
            ]
          },
          {
            "oauth2": [
              "properties.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PropertyCreate"
              },
              "example": {
                "type": "residential",
                "price": 1250000,
                "bedrooms": 3,
                "bathrooms": 2,
                "square_feet": 1640,
                "description": "Victorian flat with a garden, near Dolores Park.",
                "location": {
                  "address": "742 Guerrero St",
                  "city": "San Francisco",
                  "state": "CA",
                  "postal_code": "94110"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The created property.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Property"
                },
                "example": {
                  "id": "prop_8sKq2xNw4TbV9mLc",
                  "type": "residential",
                  "status": "active",
                  "price": 1250000,
                  "bedrooms": 3,
                  "bathrooms": 2,
                  "square_feet": 1640,
                  "description": "Victorian flat with a garden, near Dolores Park.",
                  "location": {
                    "address": "742 Guerrero St",
                    "city": "San Francisco",
                    "state": "CA",
                    "postal_code": "94110"
                  },
                  "listed_at": "2026-11-22T09:30:00Z",
                  "closed_at": null,
                  "created_at": "2026-11-22T09:30:00Z",
                  "updated_at": "2026-11-22T09:30:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/properties/{property_id}": {
      "get": {
        "operationId": "getProperty",
        "tags": [
          "Properties"
        ],
        "summary": "Read one property",
        "description": "Extension. Reads one property by id. Requires scope `properties.read`.",
        "security": [
          {
            "apiKey": [
              "properties.read"
            ]
          },
          {
            "oauth2": [
              "properties.read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "property_id",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/PropertyId"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The property.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Property"
                },
                "example": {
                  "id": "prop_8sKq2xNw4TbV9mLc",
                  "type": "residential",
                  "status": "active",
                  "price": 1250000,
                  "bedrooms": 3,
                  "bathrooms": 2,
                  "square_feet": 1640,
                  "description": "Victorian flat with a garden, near Dolores Park.",
                  "location": {
                    "address": "742 Guerrero St",
                    "city": "San Francisco",
                    "state": "CA",
                    "postal_code": "94110"
                  },
                  "listed_at": "2026-10-02T16:20:00Z",
                  "closed_at": null,
                  "created_at": "2026-10-02T16:20:00Z",
                  "updated_at": "2026-10-02T16:20:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/leads": {
      "get": {
        "operationId": "listLeads",
        "tags": [
          "Leads"
        ],
        "summary": "List leads",
        "description": "Lists leads, newest first. The `status` filter is an extension. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "name": "status",
            "in": "query",
            "description": "Extension. Only leads in this lifecycle state.",
            "schema": {
              "$ref": "#/components/schemas/LeadStatus"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of leads.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LeadList"
                },
                "example": {
                  "data": [
                    {
                      "id": "lead_3hT9wQz1LmV8rKx2",
                      "name": "Maya Chen",
                      "email": "maya.chen@example.com",
                      "phone": "+14155550142",
                      "preferences": {
                        "property_type": "residential",
                        "price_range": {
                          "min": 900000,
                          "max": 1400000
                        },
                        "city": "San Francisco",
                        "min_bedrooms": 2,
                        "timeline": "within_3_months",
                        "pre_approved": true
                      },
                      "status": "qualified",
                      "score": 85,
                      "qualification_type": "hot",
                      "created_at": "2026-11-21T18:04:11Z",
                      "updated_at": "2026-11-21T18:04:11Z",
                      "last_activity_at": "2026-11-21T18:04:11Z"
                    }
                  ],
                  "has_more": false,
                  "next_cursor": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createLead",
        "tags": [
          "Leads"
        ],
        "summary": "Create a lead",
        "description": "Stores a lead in state `new` and submits it for AI qualification, which completes\nasynchronously (see `getLeadScore`). Requires scope `leads.write`.\n",
        "security": [
          {
            "apiKey": [
              "leads.write"
            ]
          },
          {
            "oauth2": [
              "leads.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LeadCreate"
              },
              "example": {
                "name": "Maya Chen",
                "email": "maya.chen@example.com",
                "phone": "+14155550142",
                "preferences": {
                  "property_type": "residential",
                  "price_range": {
                    "min": 900000,
                    "max": 1400000
                  },
                  "city": "San Francisco",
                  "min_bedrooms": 2,
                  "timeline": "within_3_months",
                  "pre_approved": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The created lead, in state `new` until qualification completes.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Lead"
                },
                "example": {
                  "id": "lead_3hT9wQz1LmV8rKx2",
                  "name": "Maya Chen",
                  "email": "maya.chen@example.com",
                  "phone": "+14155550142",
                  "preferences": {
                    "property_type": "residential",
                    "price_range": {
                      "min": 900000,
                      "max": 1400000
                    },
                    "city": "San Francisco",
                    "min_bedrooms": 2,
                    "timeline": "within_3_months",
                    "pre_approved": true
                  },
                  "status": "new",
                  "score": null,
                  "qualification_type": null,
                  "created_at": "2026-11-22T09:31:00Z",
                  "updated_at": "2026-11-22T09:31:00Z",
                  "last_activity_at": "2026-11-22T09:31:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/leads/{lead_id}": {
      "get": {
        "operationId": "getLead",
        "tags": [
          "Leads"
        ],
        "summary": "Read one lead",
        "description": "Extension. Reads one lead by id. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/LeadId"
          }
        ],
        "responses": {
          "200": {
            "description": "The lead.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Lead"
                },
                "example": {
                  "id": "lead_3hT9wQz1LmV8rKx2",
                  "name": "Maya Chen",
                  "email": "maya.chen@example.com",
                  "phone": "+14155550142",
                  "preferences": {
                    "property_type": "residential",
                    "price_range": {
                      "min": 900000,
                      "max": 1400000
                    },
                    "city": "San Francisco",
                    "min_bedrooms": 2,
                    "timeline": "within_3_months",
                    "pre_approved": true
                  },
                  "status": "qualified",
                  "score": 85,
                  "qualification_type": "hot",
                  "created_at": "2026-11-21T18:04:11Z",
                  "updated_at": "2026-11-21T18:04:11Z",
                  "last_activity_at": "2026-11-21T18:04:11Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/leads/{lead_id}/score": {
      "get": {
        "operationId": "getLeadScore",
        "tags": [
          "Leads"
        ],
        "summary": "Read a lead's qualification score",
        "description": "The AI qualification score of the lead. Scoring is asynchronous: until it completes the\nanswer is still 200, with `status: \"pending\"` and no score; clients poll or wait for\n`lead.qualified`. Requires scope `leads.read`.\n",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/LeadId"
          }
        ],
        "responses": {
          "200": {
            "description": "The score, or a pending marker while qualification runs.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LeadScore"
                },
                "example": {
                  "status": "ready",
                  "lead_id": "lead_3hT9wQz1LmV8rKx2",
                  "score": 85,
                  "qualification_type": "hot",
                  "triggers": [
                    "budget_match",
                    "high_engagement",
                    "pre_approved",
                    "recent_activity",
                    "complete_contact_info"
                  ],
                  "factors": [
                    {
                      "factor": "budget_match",
                      "weight": 30,
                      "value": 1,
                      "points": 30
                    },
                    {
                      "factor": "high_engagement",
                      "weight": 30,
                      "value": 1,
                      "points": 30
                    },
                    {
                      "factor": "urgent_timeline",
                      "weight": 15,
                      "value": 0,
                      "points": 0
                    },
                    {
                      "factor": "pre_approved",
                      "weight": 10,
                      "value": 1,
                      "points": 10
                    },
                    {
                      "factor": "recent_activity",
                      "weight": 10,
                      "value": 1,
                      "points": 10
                    },
                    {
                      "factor": "complete_contact_info",
                      "weight": 5,
                      "value": 1,
                      "points": 5
                    }
                  ],
                  "model_version": "lps-score-2026-11",
                  "scored_at": "2026-11-22T09:31:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/leads/{lead_id}/messages": {
      "get": {
        "operationId": "listLeadMessages",
        "tags": [
          "Leads"
        ],
        "summary": "List a lead's messages",
        "description": "Extension. Messages received from the lead, newest first. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/LeadId"
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of messages.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageList"
                },
                "example": {
                  "data": [
                    {
                      "id": "msg_7Yp2cVb9QxL4mN1s",
                      "lead_id": "lead_3hT9wQz1LmV8rKx2",
                      "channel": "sms",
                      "direction": "inbound",
                      "body": "Is the Guerrero St flat still available for a viewing on Saturday?",
                      "created_at": "2026-11-22T10:02:45Z"
                    }
                  ],
                  "has_more": false,
                  "next_cursor": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/analytics/market": {
      "get": {
        "operationId": "getMarketAnalysis",
        "tags": [
          "Analytics"
        ],
        "summary": "Market analysis for a city and property type",
        "description": "Computed from the stored listings. `city` is a slug (lower-case words joined by\nunderscores, e.g. `san_francisco`); without it the analysis covers every city. Without\n`property_type` it covers every type. A city with no listings at all answers 404\n`unknown_city`, whose problem body lists `known_cities`. Emits `analysis.completed`.\nRequires scope `analytics.read`.\n",
        "security": [
          {
            "apiKey": [
              "analytics.read"
            ]
          },
          {
            "oauth2": [
              "analytics.read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "city",
            "in": "query",
            "description": "City slug, e.g. `san_francisco`.",
            "schema": {
              "$ref": "#/components/schemas/CitySlug"
            }
          },
          {
            "name": "property_type",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/PropertyType"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The analysis.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MarketAnalysis"
                },
                "example": {
                  "id": "ana_5Gd8kR2pWq7zXc1v",
                  "city": "san_francisco",
                  "property_type": "residential",
                  "generated_at": "2026-11-22T09:32:00Z",
                  "sample_size": 214,
                  "median_list_price": 1385000,
                  "median_price_per_sqft": 1042.5,
                  "active_listings": 168,
                  "new_listings_30d": 37,
                  "median_days_on_market": 24,
                  "months_of_supply": 2.1,
                  "year_over_year": {
                    "median_list_price_pct": 4.2,
                    "median_price_per_sqft_pct": 3.1,
                    "new_listings_pct": -6.5
                  },
                  "market_condition": "sellers_market",
                  "summary": "San Francisco residential is a seller's market: 168 active listings at a median of $1,385,000 ($1,043/sqft), up 4.2% on last year, selling in a median 24 days with 2.1 months of supply."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks": {
      "get": {
        "operationId": "listWebhooks",
        "tags": [
          "Webhooks"
        ],
        "summary": "List webhook endpoints",
        "description": "Extension. Secrets are never listed. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of webhook endpoints.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookList"
                },
                "example": {
                  "data": [
                    {
                      "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                      "url": "https://crm.example.com/hooks/lps",
                      "events": [
                        "lead.qualified",
                        "property.matched"
                      ],
                      "description": "CRM sync",
                      "status": "enabled",
                      "disabled_reason": null,
                      "created_at": "2026-11-20T12:00:00Z",
                      "updated_at": "2026-11-20T12:00:00Z"
                    }
                  ],
                  "has_more": false,
                  "next_cursor": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createWebhook",
        "tags": [
          "Webhooks"
        ],
        "summary": "Register a webhook endpoint",
        "description": "Registers an HTTPS endpoint. The answer carries the signing `secret`, which is returned\nonly here and on rotation. Requires scope `leads.write`, and for each event the read\nscopes of its data: `lead.qualified` and `message.received` need `leads.read`,\n`property.matched` needs `leads.read` and `properties.read`, `analysis.completed` needs\n`analytics.read`. An endpoint stops receiving an event once the credential that\nregistered it no longer holds them (a revoked key, an ended OAuth grant). Private,\nloopback and link-local addresses are refused (SSRF); the reference server allows plain\nhttp to loopback only, never to its own port.\n",
        "security": [
          {
            "apiKey": [
              "leads.write"
            ]
          },
          {
            "oauth2": [
              "leads.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookCreate"
              },
              "example": {
                "url": "https://crm.example.com/hooks/lps",
                "events": [
                  "lead.qualified",
                  "property.matched"
                ],
                "description": "CRM sync"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The registered endpoint, with its secret (shown once).",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookWithSecret"
                },
                "example": {
                  "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                  "url": "https://crm.example.com/hooks/lps",
                  "events": [
                    "lead.qualified",
                    "property.matched"
                  ],
                  "description": "CRM sync",
                  "status": "enabled",
                  "disabled_reason": null,
                  "created_at": "2026-11-22T09:33:00Z",
                  "updated_at": "2026-11-22T09:33:00Z",
                  "secret": "whsec_q3v8Yc1Lr5Tn0Kx7Bw2Pz9Fd4Hs6Jm1A"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden",
            "description": "A scope is missing, `leads.write` or a read scope of a subscribed event; `required_scope` names it."
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{webhook_id}": {
      "get": {
        "operationId": "getWebhook",
        "tags": [
          "Webhooks"
        ],
        "summary": "Read one webhook endpoint",
        "description": "Extension. The secret is not included. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          }
        ],
        "responses": {
          "200": {
            "description": "The endpoint.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Webhook"
                },
                "example": {
                  "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                  "url": "https://crm.example.com/hooks/lps",
                  "events": [
                    "lead.qualified",
                    "property.matched"
                  ],
                  "description": "CRM sync",
                  "status": "disabled",
                  "disabled_reason": "endpoint answered 410 Gone",
                  "created_at": "2026-11-20T12:00:00Z",
                  "updated_at": "2026-11-21T08:15:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteWebhook",
        "tags": [
          "Webhooks"
        ],
        "summary": "Delete a webhook endpoint",
        "description": "Extension. Stops all deliveries to the endpoint; answers 200 with a deletion marker. Requires scope `leads.write`.",
        "security": [
          {
            "apiKey": [
              "leads.write"
            ]
          },
          {
            "oauth2": [
              "leads.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          }
        ],
        "responses": {
          "200": {
            "description": "The endpoint was deleted.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookDeleted"
                },
                "example": {
                  "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                  "deleted": true
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{webhook_id}/rotate-secret": {
      "post": {
        "operationId": "rotateWebhookSecret",
        "tags": [
          "Webhooks"
        ],
        "summary": "Rotate a webhook endpoint's secret",
        "description": "Extension. Issues a new secret, returned once. The previous secret keeps signing, next\nto the new one, until `previous_secret_expires_at` (default 24 h, `overlap_seconds: 0`\nretires it at once). Requires scope `leads.write`.\n",
        "security": [
          {
            "apiKey": [
              "leads.write"
            ]
          },
          {
            "oauth2": [
              "leads.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookSecretRotation"
              },
              "example": {
                "overlap_seconds": 3600
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The endpoint with its new secret.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookRotated"
                },
                "example": {
                  "id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                  "url": "https://crm.example.com/hooks/lps",
                  "events": [
                    "lead.qualified",
                    "property.matched"
                  ],
                  "description": "CRM sync",
                  "status": "enabled",
                  "disabled_reason": null,
                  "created_at": "2026-11-20T12:00:00Z",
                  "updated_at": "2026-11-22T09:40:00Z",
                  "secret": "whsec_Zr4Hk8Qw1Ny6Bv3Xm9Lp2Tc7Gd5Js0Ua",
                  "previous_secret_expires_at": "2026-11-22T10:40:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{webhook_id}/deliveries": {
      "get": {
        "operationId": "listWebhookDeliveries",
        "tags": [
          "Webhooks"
        ],
        "summary": "List delivery attempts",
        "description": "Extension. Every delivery attempt to the endpoint, newest first. Requires scope `leads.read`.",
        "security": [
          {
            "apiKey": [
              "leads.read"
            ]
          },
          {
            "oauth2": [
              "leads.read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of delivery attempts.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookDeliveryList"
                },
                "example": {
                  "data": [
                    {
                      "id": "dlv_9Qw3Er5Ty7Ui1Op2",
                      "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                      "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                      "event_type": "lead.qualified",
                      "attempt": 2,
                      "status": "succeeded",
                      "response_status": 200,
                      "latency_ms": 38,
                      "error": null,
                      "created_at": "2026-11-22T09:31:05Z",
                      "next_attempt_at": null
                    },
                    {
                      "id": "dlv_1Az3Sx5Dc7Fv9Gb0",
                      "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                      "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                      "event_type": "lead.qualified",
                      "attempt": 1,
                      "status": "failed",
                      "response_status": 503,
                      "latency_ms": 112,
                      "error": "endpoint answered 503",
                      "created_at": "2026-11-22T09:31:00Z",
                      "next_attempt_at": "2026-11-22T09:31:05Z"
                    }
                  ],
                  "has_more": false,
                  "next_cursor": null
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver": {
      "post": {
        "operationId": "redeliverWebhookDelivery",
        "tags": [
          "Webhooks"
        ],
        "summary": "Redeliver an event",
        "description": "Extension. Sends the delivery's event to the endpoint again, now, with the same event id\nand a fresh signature, and answers the new attempt as queued. Requires scope `leads.write`.\n",
        "security": [
          {
            "apiKey": [
              "leads.write"
            ]
          },
          {
            "oauth2": [
              "leads.write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/WebhookId"
          },
          {
            "name": "delivery_id",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/DeliveryId"
            }
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "responses": {
          "200": {
            "description": "The new delivery attempt.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "X-Request-Id": {
                "$ref": "#/components/headers/X-Request-Id"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimit-Policy"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookDelivery"
                },
                "example": {
                  "id": "dlv_5Tg7Yh9Uj1Ik3Ol5",
                  "webhook_id": "wh_2Lx9Vb7Nq4Kt8Rm3",
                  "event_id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                  "event_type": "lead.qualified",
                  "attempt": 3,
                  "status": "pending",
                  "response_status": null,
                  "latency_ms": null,
                  "error": null,
                  "created_at": "2026-11-22T09:45:00Z",
                  "next_attempt_at": "2026-11-22T09:45:00Z"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    }
  },
  "webhooks": {
    "lead.qualified": {
      "post": {
        "operationId": "leadQualifiedEvent",
        "summary": "A lead reached the qualification criteria",
        "description": "Sent each time a lead enters state `qualified` (score at or above the qualification\nthreshold, 70 = `hot` by default). A lead that drops below and climbs back is announced\nagain; a lead that stays qualified is not.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/SignatureHeader"
          },
          {
            "$ref": "#/components/parameters/TimestampHeader"
          },
          {
            "$ref": "#/components/parameters/EventIdHeader"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LeadQualifiedEvent"
              },
              "example": {
                "id": "evt_4Fg6Hj8Kl0Zx2Cv4",
                "type": "lead.qualified",
                "created": "2026-11-22T09:31:00Z",
                "version": "2026-11-01",
                "data": {
                  "lead_id": "lead_3hT9wQz1LmV8rKx2",
                  "score": 85,
                  "qualification_type": "hot",
                  "triggers": [
                    "budget_match",
                    "high_engagement"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookReceived"
          }
        }
      }
    },
    "property.matched": {
      "post": {
        "operationId": "propertyMatchedEvent",
        "summary": "Listings matched a lead's preferences",
        "description": "Sent when a new lead matches existing listings, or a new listing matches existing leads\n(one event per lead). Matching compares type, price range, city and bedrooms.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/SignatureHeader"
          },
          {
            "$ref": "#/components/parameters/TimestampHeader"
          },
          {
            "$ref": "#/components/parameters/EventIdHeader"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PropertyMatchedEvent"
              },
              "example": {
                "id": "evt_8Jk2Lm4Nb6Vc8Xz0",
                "type": "property.matched",
                "created": "2026-11-22T09:31:00Z",
                "version": "2026-11-01",
                "data": {
                  "lead_id": "lead_3hT9wQz1LmV8rKx2",
                  "property_ids": [
                    "prop_8sKq2xNw4TbV9mLc",
                    "prop_2Wd4Rf6Tg8Yh0Uj2"
                  ],
                  "match_count": 2,
                  "reason": "lead_created"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookReceived"
          }
        }
      }
    },
    "message.received": {
      "post": {
        "operationId": "messageReceivedEvent",
        "summary": "A lead sent a message",
        "parameters": [
          {
            "$ref": "#/components/parameters/SignatureHeader"
          },
          {
            "$ref": "#/components/parameters/TimestampHeader"
          },
          {
            "$ref": "#/components/parameters/EventIdHeader"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MessageReceivedEvent"
              },
              "example": {
                "id": "evt_6Pl8Ok0Ij2Uh4Yg6",
                "type": "message.received",
                "created": "2026-11-22T10:02:45Z",
                "version": "2026-11-01",
                "data": {
                  "message_id": "msg_7Yp2cVb9QxL4mN1s",
                  "lead_id": "lead_3hT9wQz1LmV8rKx2",
                  "channel": "sms",
                  "body": "Is the Guerrero St flat still available for a viewing on Saturday?",
                  "received_at": "2026-11-22T10:02:45Z"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookReceived"
          }
        }
      }
    },
    "analysis.completed": {
      "post": {
        "operationId": "analysisCompletedEvent",
        "summary": "A market analysis completed",
        "parameters": [
          {
            "$ref": "#/components/parameters/SignatureHeader"
          },
          {
            "$ref": "#/components/parameters/TimestampHeader"
          },
          {
            "$ref": "#/components/parameters/EventIdHeader"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AnalysisCompletedEvent"
              },
              "example": {
                "id": "evt_0Qa2Ws4Ed6Rf8Tg0",
                "type": "analysis.completed",
                "created": "2026-11-22T09:32:00Z",
                "version": "2026-11-01",
                "data": {
                  "analysis_id": "ana_5Gd8kR2pWq7zXc1v",
                  "city": "san_francisco",
                  "property_type": "residential",
                  "sample_size": 214,
                  "median_list_price": 1385000,
                  "market_condition": "sellers_market"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/WebhookReceived"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "apiKey": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "lps_sk_ API key",
        "description": "`Authorization: Bearer lps_sk_…`. A key carries its own scopes, a plan (basic 1,000\nrequests a day, professional 10,000, enterprise custom) and an optional IP allowlist.\nOAuth access tokens (JWTs) are sent the same way.\n"
      },
      "oauth2": {
        "type": "oauth2",
        "description": "Authorization code with PKCE (S256) and rotating refresh tokens. See oauth.yaml.\nAccess tokens are JWTs (RFC 9068 profile, `typ: at+jwt`) that follow the JWT best current\npractices of RFC8725: one algorithm, ES256, fixed by the server and never read from the\ntoken (`none` and HMAC algorithms are refused); the `typ` header is checked so no other\nkind of JWT is accepted as an access token; `aud` and `exp` are always validated and\n`iss`, `sub` and `jti` required; signing keys are published at the JWKS URI with a `kid`.\n",
        "flows": {
          "authorizationCode": {
            "authorizationUrl": "https://auth.lps.example/oauth/authorize",
            "tokenUrl": "https://auth.lps.example/oauth/token",
            "refreshUrl": "https://auth.lps.example/oauth/token",
            "scopes": {
              "leads.read": "Read leads, scores, messages and webhook endpoints.",
              "leads.write": "Create leads and manage webhook endpoints.",
              "properties.read": "Read properties.",
              "properties.write": "Create properties.",
              "analytics.read": "Read market analysis and subscribe to analysis.completed."
            }
          }
        }
      }
    },
    "parameters": {
      "Limit": {
        "name": "limit",
        "in": "query",
        "description": "Page size.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "format": "int32"
        }
      },
      "Cursor": {
        "name": "cursor",
        "in": "query",
        "description": "Opaque cursor from a previous page's `next_cursor`.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "pattern": "^[A-Za-z0-9._~-]+$"
        }
      },
      "LeadId": {
        "name": "lead_id",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/LeadId"
        }
      },
      "WebhookId": {
        "name": "webhook_id",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/WebhookId"
        }
      },
      "IdempotencyKey": {
        "name": "Idempotency-Key",
        "in": "header",
        "description": "Makes a POST safe to retry. The first response to a key is stored for 24 hours and\nreplayed, with `Idempotent-Replayed: true`, for a request with the same key, method, path\nand body. The same key with a different body answers 409 `idempotency_key_reused`; while\nthe first request is still running, 409 `idempotency_request_in_progress`.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[\\x21-\\x7E]+$"
        }
      },
      "SignatureHeader": {
        "name": "x-service-signature",
        "in": "header",
        "required": true,
        "description": "One or more comma-separated `v1=<hex HMAC-SHA256>` entries.",
        "schema": {
          "type": "string",
          "pattern": "^v1=[0-9a-f]{64}(,v1=[0-9a-f]{64})*$",
          "maxLength": 1024
        }
      },
      "TimestampHeader": {
        "name": "x-service-timestamp",
        "in": "header",
        "required": true,
        "description": "Unix seconds at signing time.",
        "schema": {
          "type": "string",
          "pattern": "^\\d+$",
          "maxLength": 12
        }
      },
      "EventIdHeader": {
        "name": "x-service-event-id",
        "in": "header",
        "required": true,
        "description": "The envelope's `id`, stable across retries.",
        "schema": {
          "$ref": "#/components/schemas/EventId"
        }
      }
    },
    "headers": {
      "Access-Control-Allow-Origin": {
        "description": "CORS: which web origins may read this answer. Any origin (`*`) by default, or the\nrequesting origin when it is on the configured list (the reference server's\n`--cors-origin`; production keeps a list of the integrator apps' origins). The API takes\nbearer credentials only, never cookies, so an allowed page learns nothing it could not\nfetch itself with the same key; `Access-Control-Allow-Credentials` is never sent.\n",
        "schema": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(\\*|https?://[^/\\s]+)$"
        }
      },
      "X-Request-Id": {
        "description": "Identifier of this request, also in problem bodies and the audit log.",
        "schema": {
          "type": "string",
          "pattern": "^req_[0-9A-Za-z]{8,40}$",
          "maxLength": 44
        }
      },
      "RateLimit": {
        "description": "Remaining quota and seconds until the window resets, e.g. `\"daily\";r=998;t=52000`.",
        "schema": {
          "type": "string",
          "maxLength": 100,
          "pattern": "^\"[a-z]+\";r=\\d+;t=\\d+$"
        }
      },
      "RateLimit-Policy": {
        "description": "The quota policy, e.g. `\"daily\";q=1000;w=86400`.",
        "schema": {
          "type": "string",
          "maxLength": 100,
          "pattern": "^\"[a-z]+\";q=\\d+;w=\\d+$"
        }
      },
      "Retry-After": {
        "description": "Seconds to wait before retrying.",
        "schema": {
          "type": "integer",
          "minimum": 0,
          "format": "int32",
          "maximum": 86400
        }
      },
      "WWW-Authenticate": {
        "description": "RFC 6750 challenge, e.g. `Bearer realm=\"lps\", error=\"invalid_token\"`.",
        "schema": {
          "type": "string",
          "maxLength": 500,
          "pattern": "^Bearer "
        }
      },
      "Idempotent-Replayed": {
        "description": "`true` when the response is a replay of a stored idempotent response.",
        "schema": {
          "type": "string",
          "enum": [
            "true"
          ]
        }
      }
    },
    "responses": {
      "WebhookReceived": {
        "description": "The receiver handled the event. Any 2xx counts as success.",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "received"
              ],
              "properties": {
                "received": {
                  "type": "boolean",
                  "const": true
                }
              }
            },
            "example": {
              "received": true
            }
          }
        }
      },
      "BadRequest": {
        "description": "The request is malformed (`malformed_json`) or fails validation (`validation_failed`);\nevery bad field is listed in `errors` with its JSON pointer. Nothing was changed.\n",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/validation_failed",
              "title": "Validation failed",
              "status": 400,
              "detail": "2 fields are invalid.",
              "code": "validation_failed",
              "request_id": "req_Hn4Kd9Wq2Lx7Bc3V",
              "errors": [
                {
                  "pointer": "/email",
                  "message": "must be a valid email address",
                  "expected": "string (email)"
                },
                {
                  "pointer": "/preferences/price_range",
                  "message": "min must not exceed max",
                  "expected": "min <= max"
                }
              ]
            }
          }
        }
      },
      "Unauthorized": {
        "description": "Credentials are missing, unknown, revoked or expired (`unauthenticated`, `invalid_token`, `token_expired`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WWW-Authenticate"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/invalid_token",
              "title": "Invalid credentials",
              "status": 401,
              "detail": "The API key is unknown or has been revoked.",
              "code": "invalid_token",
              "request_id": "req_Pq8Rt2Yx5Mn1Zv6K"
            }
          }
        }
      },
      "Forbidden": {
        "description": "The credentials lack the scope the operation needs (`insufficient_scope`, with\n`WWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"…\"`), or the caller's IP is not\non the key's allowlist (`ip_not_allowed`).\n",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WWW-Authenticate"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/insufficient_scope",
              "title": "Insufficient scope",
              "status": 403,
              "detail": "This operation requires the scope leads.write.",
              "code": "insufficient_scope",
              "request_id": "req_Wm3Nb7Vc1Xz5Lk9J",
              "required_scope": "leads.write"
            }
          }
        }
      },
      "NotFound": {
        "description": "No resource has this id, or no route has this path (`not_found`, `route_not_found`, `unknown_city`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/not_found",
              "title": "Not found",
              "status": 404,
              "detail": "No lead has the id lead_0000000000000000.",
              "code": "not_found",
              "request_id": "req_Tg5Yh7Uj9Ik1Ol3P"
            }
          }
        }
      },
      "Conflict": {
        "description": "An `Idempotency-Key` was reused with another body, or its first request is still running; or a redelivery targets a disabled endpoint (`webhook_disabled`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/idempotency_key_reused",
              "title": "Idempotency key reused",
              "status": 409,
              "detail": "This Idempotency-Key was used with a different request body.",
              "code": "idempotency_key_reused",
              "request_id": "req_Az2Sx4Dc6Fv8Gb0N"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The body is over 1 MiB (`payload_too_large`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/payload_too_large",
              "title": "Payload too large",
              "status": 413,
              "detail": "The request body exceeds 1048576 bytes.",
              "code": "payload_too_large",
              "request_id": "req_Qw1Er3Ty5Ui7Op9A"
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "A body was sent with a content type other than application/json (`unsupported_media_type`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/unsupported_media_type",
              "title": "Unsupported media type",
              "status": 415,
              "detail": "Send the body as application/json.",
              "code": "unsupported_media_type",
              "request_id": "req_Zx9Cv7Bn5Mm3Kk1L"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "The key's daily quota is used up (`rate_limit_exceeded`).",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/rate_limit_exceeded",
              "title": "Rate limit exceeded",
              "status": 429,
              "detail": "The daily limit of 1000 requests is used up; it resets at 00:00 UTC.",
              "code": "rate_limit_exceeded",
              "request_id": "req_Lk8Jh6Gf4Ds2Aa0Q",
              "limit": 1000,
              "remaining": 0,
              "reset_seconds": 51840
            }
          }
        }
      },
      "InternalError": {
        "description": "An unexpected error (`internal_error`). Safe to retry with the same `Idempotency-Key`.",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/internal_error",
              "title": "Internal server error",
              "status": 500,
              "detail": "An unexpected error occurred. Quote the request id when you contact support.",
              "code": "internal_error",
              "request_id": "req_Mn2Bv4Cx6Za8Sd0F"
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "The service is temporarily unavailable (`service_unavailable`); the reference server's\nfault injection answers it too. `Retry-After` says when to try again. The operation may\nhave been carried out, so retry POSTs with the same `Idempotency-Key`.\n",
        "headers": {
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          },
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          },
          "X-Request-Id": {
            "$ref": "#/components/headers/X-Request-Id"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimit-Policy"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "example": {
              "type": "https://docs.lps.example/errors/service_unavailable",
              "title": "Service unavailable",
              "status": 503,
              "detail": "The service is temporarily unavailable; retry after 1 second.",
              "code": "service_unavailable",
              "request_id": "req_Vb6Nm8Qw0Er2Ty4U"
            }
          }
        }
      }
    },
    "schemas": {
      "Timestamp": {
        "type": "string",
        "format": "date-time",
        "description": "ISO 8601 in UTC, with a `Z`.",
        "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$",
        "maxLength": 27
      },
      "PropertyId": {
        "type": "string",
        "pattern": "^prop_[0-9A-Za-z]{8,40}$",
        "maxLength": 45
      },
      "LeadId": {
        "type": "string",
        "pattern": "^lead_[0-9A-Za-z]{8,40}$",
        "maxLength": 45
      },
      "WebhookId": {
        "type": "string",
        "pattern": "^wh_[0-9A-Za-z]{8,40}$",
        "maxLength": 43
      },
      "EventId": {
        "type": "string",
        "pattern": "^evt_[0-9A-Za-z]{8,40}$",
        "maxLength": 44
      },
      "MessageId": {
        "type": "string",
        "pattern": "^msg_[0-9A-Za-z]{8,40}$",
        "maxLength": 44
      },
      "DeliveryId": {
        "type": "string",
        "pattern": "^dlv_[0-9A-Za-z]{8,40}$",
        "maxLength": 44
      },
      "AnalysisId": {
        "type": "string",
        "pattern": "^ana_[0-9A-Za-z]{8,40}$",
        "maxLength": 44
      },
      "StateCode": {
        "type": "string",
        "description": "Two-letter upper-case USPS state code (the server checks the form, not the list).",
        "pattern": "^[A-Z]{2}$",
        "maxLength": 2,
        "minLength": 2
      },
      "CitySlug": {
        "type": "string",
        "description": "Lower-case words joined by underscores.",
        "pattern": "^[a-z0-9]+(_[a-z0-9]+)*$",
        "maxLength": 100
      },
      "Price": {
        "type": "number",
        "minimum": 0,
        "maximum": 1000000000,
        "format": "double"
      },
      "PropertyType": {
        "type": "string",
        "description": "RESO Data Dictionary PropertyType, snake_cased.",
        "enum": [
          "residential",
          "residential_income",
          "residential_lease",
          "commercial_sale",
          "commercial_lease",
          "land",
          "farm",
          "manufactured_in_park",
          "business_opportunity"
        ]
      },
      "ListingStatus": {
        "type": "string",
        "description": "RESO Data Dictionary StandardStatus, snake_cased. Only `active` listings count as supply.",
        "enum": [
          "active",
          "coming_soon",
          "active_under_contract",
          "pending",
          "closed",
          "withdrawn",
          "expired",
          "canceled"
        ]
      },
      "Location": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "address",
          "city",
          "state"
        ],
        "properties": {
          "address": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "state": {
            "$ref": "#/components/schemas/StateCode"
          },
          "postal_code": {
            "type": "string",
            "pattern": "^\\d{5}(-\\d{4})?$",
            "maxLength": 10
          }
        }
      },
      "PropertyCreate": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "type",
          "price",
          "location"
        ],
        "properties": {
          "type": {
            "$ref": "#/components/schemas/PropertyType"
          },
          "price": {
            "$ref": "#/components/schemas/Price"
          },
          "bedrooms": {
            "type": "integer",
            "minimum": 0,
            "maximum": 50,
            "format": "int32"
          },
          "bathrooms": {
            "type": "integer",
            "minimum": 0,
            "maximum": 50,
            "format": "int32"
          },
          "square_feet": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000000,
            "format": "int32"
          },
          "status": {
            "$ref": "#/components/schemas/ListingStatus"
          },
          "description": {
            "type": "string",
            "maxLength": 2000,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          },
          "location": {
            "$ref": "#/components/schemas/Location"
          }
        }
      },
      "Property": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "status",
          "price",
          "bedrooms",
          "bathrooms",
          "square_feet",
          "description",
          "location",
          "listed_at",
          "closed_at",
          "created_at",
          "updated_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/PropertyId"
          },
          "type": {
            "$ref": "#/components/schemas/PropertyType"
          },
          "status": {
            "$ref": "#/components/schemas/ListingStatus"
          },
          "price": {
            "$ref": "#/components/schemas/Price"
          },
          "bedrooms": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "format": "int32",
            "maximum": 50
          },
          "bathrooms": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "format": "int32",
            "maximum": 50
          },
          "square_feet": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 1,
            "format": "int32",
            "maximum": 1000000
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
            "maxLength": 2000
          },
          "location": {
            "$ref": "#/components/schemas/Location"
          },
          "listed_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "closed_at": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Timestamp"
              },
              {
                "type": "null"
              }
            ]
          },
          "created_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "updated_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "PropertyList": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "data",
          "has_more",
          "next_cursor"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Property"
            },
            "maxItems": 100
          },
          "has_more": {
            "type": "boolean"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 512,
            "pattern": "^[A-Za-z0-9._~-]+$"
          }
        }
      },
      "PriceRange": {
        "type": "object",
        "additionalProperties": false,
        "description": "`min` must not exceed `max`; the server answers 400 otherwise.",
        "required": [
          "min",
          "max"
        ],
        "properties": {
          "min": {
            "$ref": "#/components/schemas/Price"
          },
          "max": {
            "$ref": "#/components/schemas/Price"
          }
        }
      },
      "Timeline": {
        "type": "string",
        "description": "How soon the lead means to buy or rent. `immediate` and `within_3_months` count as urgent.",
        "enum": [
          "immediate",
          "within_3_months",
          "within_6_months",
          "exploring"
        ]
      },
      "LeadPreferences": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "property_type",
          "price_range"
        ],
        "properties": {
          "property_type": {
            "$ref": "#/components/schemas/PropertyType"
          },
          "price_range": {
            "$ref": "#/components/schemas/PriceRange"
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "state": {
            "$ref": "#/components/schemas/StateCode"
          },
          "min_bedrooms": {
            "type": "integer",
            "minimum": 0,
            "maximum": 50,
            "format": "int32"
          },
          "timeline": {
            "$ref": "#/components/schemas/Timeline"
          },
          "pre_approved": {
            "type": "boolean",
            "description": "Whether the lead holds a mortgage pre-approval."
          }
        }
      },
      "LeadCreate": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "email",
          "preferences"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254
          },
          "phone": {
            "type": "string",
            "description": "E.164.",
            "pattern": "^\\+[1-9]\\d{1,14}$",
            "maxLength": 16
          },
          "preferences": {
            "$ref": "#/components/schemas/LeadPreferences"
          }
        }
      },
      "LeadStatus": {
        "type": "string",
        "description": "Lifecycle: `new` (submitted, qualification pending) → `nurturing` (scored below the\nqualification threshold) or `qualified` (at or above it). `nurturing` ⇄ `qualified` as\nthe score changes with messages and listings; each entry into `qualified` emits\n`lead.qualified`.\n",
        "enum": [
          "new",
          "nurturing",
          "qualified"
        ]
      },
      "QualificationType": {
        "type": "string",
        "description": "Score band: hot ≥ 70, warm 40–69, cold < 40.",
        "enum": [
          "hot",
          "warm",
          "cold"
        ]
      },
      "Lead": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "email",
          "phone",
          "preferences",
          "status",
          "score",
          "qualification_type",
          "created_at",
          "updated_at",
          "last_activity_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 254
          },
          "phone": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 16,
            "pattern": "^\\+[1-9]\\d{1,14}$"
          },
          "preferences": {
            "$ref": "#/components/schemas/LeadPreferences"
          },
          "status": {
            "$ref": "#/components/schemas/LeadStatus"
          },
          "score": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "maximum": 100,
            "format": "int32"
          },
          "qualification_type": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/QualificationType"
              },
              {
                "type": "null"
              }
            ]
          },
          "created_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "updated_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "last_activity_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "LeadList": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "data",
          "has_more",
          "next_cursor"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Lead"
            },
            "maxItems": 100
          },
          "has_more": {
            "type": "boolean"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 512,
            "pattern": "^[A-Za-z0-9._~-]+$"
          }
        }
      },
      "ScoreFactor": {
        "type": "string",
        "enum": [
          "budget_match",
          "high_engagement",
          "urgent_timeline",
          "pre_approved",
          "recent_activity",
          "complete_contact_info"
        ]
      },
      "ScoreFactorBreakdown": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "factor",
          "weight",
          "value",
          "points"
        ],
        "properties": {
          "factor": {
            "$ref": "#/components/schemas/ScoreFactor"
          },
          "weight": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100,
            "format": "int32"
          },
          "value": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "format": "double"
          },
          "points": {
            "type": "number",
            "minimum": 0,
            "maximum": 100,
            "format": "double"
          }
        }
      },
      "LeadScoreReady": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "status",
          "lead_id",
          "score",
          "qualification_type",
          "triggers",
          "factors",
          "model_version",
          "scored_at"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "ready"
            ]
          },
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "score": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100,
            "format": "int32"
          },
          "qualification_type": {
            "$ref": "#/components/schemas/QualificationType"
          },
          "triggers": {
            "type": "array",
            "description": "The factors at full strength.",
            "items": {
              "$ref": "#/components/schemas/ScoreFactor"
            },
            "maxItems": 6,
            "uniqueItems": true
          },
          "factors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ScoreFactorBreakdown"
            },
            "maxItems": 6
          },
          "model_version": {
            "type": "string",
            "maxLength": 64,
            "pattern": "^[a-z0-9][a-z0-9.-]*$"
          },
          "scored_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "LeadScorePending": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "status",
          "lead_id",
          "submitted_at"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "pending"
            ]
          },
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "submitted_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "LeadScore": {
        "oneOf": [
          {
            "$ref": "#/components/schemas/LeadScoreReady"
          },
          {
            "$ref": "#/components/schemas/LeadScorePending"
          }
        ],
        "discriminator": {
          "propertyName": "status",
          "mapping": {
            "ready": "#/components/schemas/LeadScoreReady",
            "pending": "#/components/schemas/LeadScorePending"
          }
        }
      },
      "MessageChannel": {
        "type": "string",
        "enum": [
          "sms",
          "email",
          "chat"
        ]
      },
      "Message": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "lead_id",
          "channel",
          "direction",
          "body",
          "created_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/MessageId"
          },
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "channel": {
            "$ref": "#/components/schemas/MessageChannel"
          },
          "direction": {
            "type": "string",
            "enum": [
              "inbound"
            ]
          },
          "body": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          },
          "created_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "MessageList": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "data",
          "has_more",
          "next_cursor"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Message"
            },
            "maxItems": 100
          },
          "has_more": {
            "type": "boolean"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 512,
            "pattern": "^[A-Za-z0-9._~-]+$"
          }
        }
      },
      "MarketCondition": {
        "type": "string",
        "description": "From months of supply: under 4 `sellers_market`, 4–6 `balanced`, over 6 `buyers_market`; `insufficient_data` with no active listings.",
        "enum": [
          "sellers_market",
          "balanced",
          "buyers_market",
          "insufficient_data"
        ]
      },
      "MarketAnalysis": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "city",
          "property_type",
          "generated_at",
          "sample_size",
          "median_list_price",
          "median_price_per_sqft",
          "active_listings",
          "new_listings_30d",
          "median_days_on_market",
          "months_of_supply",
          "year_over_year",
          "market_condition",
          "summary"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AnalysisId"
          },
          "city": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CitySlug"
              },
              {
                "type": "null"
              }
            ]
          },
          "property_type": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/PropertyType"
              },
              {
                "type": "null"
              }
            ]
          },
          "generated_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "sample_size": {
            "type": "integer",
            "minimum": 0,
            "description": "Listings the analysis was computed from.",
            "format": "int32",
            "maximum": 10000000
          },
          "median_list_price": {
            "type": [
              "number",
              "null"
            ],
            "format": "double",
            "minimum": 0,
            "maximum": 1000000000
          },
          "median_price_per_sqft": {
            "type": [
              "number",
              "null"
            ],
            "format": "double",
            "minimum": 0,
            "maximum": 1000000000
          },
          "active_listings": {
            "type": "integer",
            "minimum": 0,
            "format": "int32",
            "maximum": 10000000
          },
          "new_listings_30d": {
            "type": "integer",
            "minimum": 0,
            "format": "int32",
            "maximum": 10000000
          },
          "median_days_on_market": {
            "type": [
              "number",
              "null"
            ],
            "format": "double",
            "minimum": 0,
            "maximum": 36500
          },
          "months_of_supply": {
            "type": [
              "number",
              "null"
            ],
            "format": "double",
            "minimum": 0,
            "maximum": 100000
          },
          "year_over_year": {
            "type": "object",
            "additionalProperties": false,
            "description": "Percent change against the same 12-month window a year earlier; null without history.",
            "required": [
              "median_list_price_pct",
              "median_price_per_sqft_pct",
              "new_listings_pct"
            ],
            "properties": {
              "median_list_price_pct": {
                "type": [
                  "number",
                  "null"
                ],
                "format": "double",
                "minimum": -100,
                "maximum": 1000000
              },
              "median_price_per_sqft_pct": {
                "type": [
                  "number",
                  "null"
                ],
                "format": "double",
                "minimum": -100,
                "maximum": 1000000
              },
              "new_listings_pct": {
                "type": [
                  "number",
                  "null"
                ],
                "format": "double",
                "minimum": -100,
                "maximum": 1000000
              }
            }
          },
          "market_condition": {
            "$ref": "#/components/schemas/MarketCondition"
          },
          "summary": {
            "type": "string",
            "description": "A plain-English narrative generated from the numbers.",
            "maxLength": 2000,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          }
        }
      },
      "WebhookEventType": {
        "type": "string",
        "enum": [
          "lead.qualified",
          "property.matched",
          "message.received",
          "analysis.completed"
        ]
      },
      "WebhookCreate": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "url",
          "events"
        ],
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "HTTPS address of the receiver."
          },
          "events": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/WebhookEventType"
            },
            "maxItems": 4
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          },
          "secret": {
            "allOf": [
              {
                "$ref": "#/components/schemas/WebhookSecret"
              }
            ],
            "description": "Extension. A signing secret you generated yourself (for example with the SDK's\n`generateWebhookSecret()`), so the receiver can be deployed with it before the endpoint\nexists. It must be random: the service checks its format, not its entropy. Without it\nthe service generates one. Either way the answer carries it, once.\n"
          }
        }
      },
      "Webhook": {
        "type": "object",
        "required": [
          "id",
          "url",
          "events",
          "description",
          "status",
          "disabled_reason",
          "created_at",
          "updated_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/WebhookId"
          },
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048
          },
          "events": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WebhookEventType"
            },
            "maxItems": 4,
            "uniqueItems": true
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 500,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          },
          "status": {
            "type": "string",
            "description": "`disabled` after a 410 answer or after the retry schedule is exhausted.",
            "enum": [
              "enabled",
              "disabled"
            ]
          },
          "disabled_reason": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 500,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "created_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "updated_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "WebhookSecret": {
        "type": "string",
        "description": "`whsec_` followed by at least 24 random bytes, base64url-encoded.",
        "pattern": "^whsec_[A-Za-z0-9_-]{32,}$",
        "maxLength": 128
      },
      "WebhookWithSecret": {
        "allOf": [
          {
            "$ref": "#/components/schemas/Webhook"
          },
          {
            "type": "object",
            "required": [
              "secret"
            ],
            "properties": {
              "secret": {
                "$ref": "#/components/schemas/WebhookSecret"
              }
            }
          }
        ]
      },
      "WebhookSecretRotation": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "overlap_seconds": {
            "type": "integer",
            "minimum": 0,
            "maximum": 604800,
            "default": 86400,
            "description": "How long the previous secret keeps signing next to the new one.",
            "format": "int32"
          }
        }
      },
      "WebhookRotated": {
        "allOf": [
          {
            "$ref": "#/components/schemas/WebhookWithSecret"
          },
          {
            "type": "object",
            "required": [
              "previous_secret_expires_at"
            ],
            "properties": {
              "previous_secret_expires_at": {
                "$ref": "#/components/schemas/Timestamp"
              }
            }
          }
        ]
      },
      "WebhookDeleted": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "deleted"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/WebhookId"
          },
          "deleted": {
            "type": "boolean",
            "const": true
          }
        }
      },
      "WebhookList": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "data",
          "has_more",
          "next_cursor"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Webhook"
            },
            "maxItems": 100
          },
          "has_more": {
            "type": "boolean"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 512,
            "pattern": "^[A-Za-z0-9._~-]+$"
          }
        }
      },
      "WebhookDelivery": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "webhook_id",
          "event_id",
          "event_type",
          "attempt",
          "status",
          "response_status",
          "latency_ms",
          "error",
          "created_at",
          "next_attempt_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/DeliveryId"
          },
          "webhook_id": {
            "$ref": "#/components/schemas/WebhookId"
          },
          "event_id": {
            "$ref": "#/components/schemas/EventId"
          },
          "event_type": {
            "$ref": "#/components/schemas/WebhookEventType"
          },
          "attempt": {
            "type": "integer",
            "minimum": 1,
            "format": "int32",
            "maximum": 1000
          },
          "status": {
            "type": "string",
            "enum": [
              "pending",
              "succeeded",
              "failed"
            ]
          },
          "response_status": {
            "type": [
              "integer",
              "null"
            ],
            "format": "int32",
            "minimum": 100,
            "maximum": 599
          },
          "latency_ms": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0,
            "format": "int32",
            "maximum": 600000
          },
          "error": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 500,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "created_at": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "next_attempt_at": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Timestamp"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "WebhookDeliveryList": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "data",
          "has_more",
          "next_cursor"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WebhookDelivery"
            },
            "maxItems": 100
          },
          "has_more": {
            "type": "boolean"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 512,
            "pattern": "^[A-Za-z0-9._~-]+$"
          }
        }
      },
      "EventVersion": {
        "type": "string",
        "description": "Date label of the event schema version.",
        "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
        "maxLength": 10
      },
      "LeadQualifiedData": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "lead_id",
          "score",
          "qualification_type",
          "triggers"
        ],
        "properties": {
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "score": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100,
            "format": "int32"
          },
          "qualification_type": {
            "$ref": "#/components/schemas/QualificationType"
          },
          "triggers": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ScoreFactor"
            },
            "maxItems": 6,
            "uniqueItems": true
          }
        }
      },
      "PropertyMatchedData": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "lead_id",
          "property_ids",
          "match_count",
          "reason"
        ],
        "properties": {
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "property_ids": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "description": "The matching listings, at most 100; `match_count` has the total.",
            "items": {
              "$ref": "#/components/schemas/PropertyId"
            }
          },
          "match_count": {
            "type": "integer",
            "minimum": 1,
            "format": "int32",
            "maximum": 1000000
          },
          "reason": {
            "type": "string",
            "description": "`lead_created`: a new lead matched existing listings; `property_created`: a new listing matched this lead.",
            "enum": [
              "lead_created",
              "property_created"
            ]
          }
        }
      },
      "MessageReceivedData": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "message_id",
          "lead_id",
          "channel",
          "body",
          "received_at"
        ],
        "properties": {
          "message_id": {
            "$ref": "#/components/schemas/MessageId"
          },
          "lead_id": {
            "$ref": "#/components/schemas/LeadId"
          },
          "channel": {
            "$ref": "#/components/schemas/MessageChannel"
          },
          "body": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000,
            "pattern": "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
          },
          "received_at": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "AnalysisCompletedData": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "analysis_id",
          "city",
          "property_type",
          "sample_size",
          "median_list_price",
          "market_condition"
        ],
        "properties": {
          "analysis_id": {
            "$ref": "#/components/schemas/AnalysisId"
          },
          "city": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CitySlug"
              },
              {
                "type": "null"
              }
            ]
          },
          "property_type": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/PropertyType"
              },
              {
                "type": "null"
              }
            ]
          },
          "sample_size": {
            "type": "integer",
            "minimum": 0,
            "format": "int32",
            "maximum": 10000000
          },
          "median_list_price": {
            "type": [
              "number",
              "null"
            ],
            "format": "double",
            "minimum": 0,
            "maximum": 1000000000
          },
          "market_condition": {
            "$ref": "#/components/schemas/MarketCondition"
          }
        }
      },
      "LeadQualifiedEvent": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "created",
          "version",
          "data"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/EventId"
          },
          "type": {
            "type": "string",
            "enum": [
              "lead.qualified"
            ]
          },
          "created": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "version": {
            "$ref": "#/components/schemas/EventVersion"
          },
          "data": {
            "$ref": "#/components/schemas/LeadQualifiedData"
          }
        }
      },
      "PropertyMatchedEvent": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "created",
          "version",
          "data"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/EventId"
          },
          "type": {
            "type": "string",
            "enum": [
              "property.matched"
            ]
          },
          "created": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "version": {
            "$ref": "#/components/schemas/EventVersion"
          },
          "data": {
            "$ref": "#/components/schemas/PropertyMatchedData"
          }
        }
      },
      "MessageReceivedEvent": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "created",
          "version",
          "data"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/EventId"
          },
          "type": {
            "type": "string",
            "enum": [
              "message.received"
            ]
          },
          "created": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "version": {
            "$ref": "#/components/schemas/EventVersion"
          },
          "data": {
            "$ref": "#/components/schemas/MessageReceivedData"
          }
        }
      },
      "AnalysisCompletedEvent": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "created",
          "version",
          "data"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/EventId"
          },
          "type": {
            "type": "string",
            "enum": [
              "analysis.completed"
            ]
          },
          "created": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "version": {
            "$ref": "#/components/schemas/EventVersion"
          },
          "data": {
            "$ref": "#/components/schemas/AnalysisCompletedData"
          }
        }
      },
      "Event": {
        "description": "The envelope of every webhook delivery, discriminated by `type`.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/LeadQualifiedEvent"
          },
          {
            "$ref": "#/components/schemas/PropertyMatchedEvent"
          },
          {
            "$ref": "#/components/schemas/MessageReceivedEvent"
          },
          {
            "$ref": "#/components/schemas/AnalysisCompletedEvent"
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "lead.qualified": "#/components/schemas/LeadQualifiedEvent",
            "property.matched": "#/components/schemas/PropertyMatchedEvent",
            "message.received": "#/components/schemas/MessageReceivedEvent",
            "analysis.completed": "#/components/schemas/AnalysisCompletedEvent"
          }
        }
      },
      "ValidationIssue": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "pointer",
          "message"
        ],
        "properties": {
          "pointer": {
            "type": "string",
            "description": "RFC 6901 JSON pointer into the request (`/email`; query parameters as `/query/limit`).",
            "format": "json-pointer",
            "maxLength": 1024
          },
          "message": {
            "type": "string",
            "maxLength": 500,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "expected": {
            "type": "string",
            "maxLength": 1000,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          }
        }
      },
      "Problem": {
        "type": "object",
        "description": "RFC 9457 problem details with the service's extensions.",
        "required": [
          "type",
          "title",
          "status",
          "code",
          "request_id"
        ],
        "properties": {
          "type": {
            "type": "string",
            "format": "uri-reference",
            "maxLength": 2048
          },
          "title": {
            "type": "string",
            "maxLength": 200,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599,
            "format": "int32"
          },
          "detail": {
            "type": "string",
            "maxLength": 2000,
            "pattern": "^[^\\u0000-\\u001F\\u007F]*$"
          },
          "instance": {
            "type": "string",
            "format": "uri-reference",
            "maxLength": 2048
          },
          "code": {
            "type": "string",
            "description": "Stable machine code: `validation_failed`, `malformed_json`, `unsupported_media_type`,\n`payload_too_large`, `unauthenticated`, `invalid_token`, `token_expired`,\n`insufficient_scope`, `ip_not_allowed`, `host_not_allowed`, `cross_origin_refused`,\n`not_found`, `route_not_found`, `method_not_allowed`, `unknown_city`,\n`idempotency_key_reused`, `idempotency_request_in_progress`, `webhook_disabled`,\n`rate_limit_exceeded`, `internal_error`, `service_unavailable`;\n`response_contract_violation` from the reference server under strict responses only.\nNew codes may be added.\n",
            "maxLength": 64,
            "pattern": "^[a-z][a-z_]*$"
          },
          "request_id": {
            "type": "string",
            "maxLength": 44,
            "pattern": "^req_[0-9A-Za-z]{8,40}$"
          },
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationIssue"
            },
            "maxItems": 100
          },
          "required_scope": {
            "type": "string",
            "maxLength": 64,
            "pattern": "^[a-z]+\\.(read|write)$"
          },
          "limit": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 1000000000
          },
          "remaining": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 1000000000
          },
          "reset_seconds": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "maximum": 86400
          },
          "known_cities": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/CitySlug"
            },
            "maxItems": 500
          }
        }
      }
    }
  }
};
