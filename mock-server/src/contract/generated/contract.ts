// Generated from openapi.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export const contract = {
  "openapi": "3.1.0",
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
            "schema": {
              "$ref": "#/components/schemas/PropertyType"
            }
          },
          {
            "name": "min_price",
            "in": "query",
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
            "schema": {
              "$ref": "#/components/schemas/StateCode"
            }
          },
          {
            "name": "min_bedrooms",
            "in": "query",
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
            "schema": {
              "$ref": "#/components/schemas/ListingStatus"
            }
          }
        ],
        "responses": {
          "200": {
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
            "schema": {
              "$ref": "#/components/schemas/LeadStatus"
            }
          }
        ],
        "responses": {
          "200": {
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
    "/webhooks/{webhook_id}": {
      "get": {
        "operationId": "getWebhook",
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
        "responses": {
          "200": {
            "headers": {
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              },
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/Idempotent-Replayed"
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
    },
    "/webhooks/{webhook_id}/rotate-secret": {
      "post": {
        "operationId": "rotateWebhookSecret",
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
                      "next_attempt_at": null
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
        "bearerFormat": "lps_sk_ API key"
      },
      "oauth2": {
        "type": "oauth2",
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
        "schema": {
          "$ref": "#/components/schemas/EventId"
        }
      }
    },
    "headers": {
      "Access-Control-Allow-Origin": {
        "schema": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^(\\*|https?://[^/\\s]+)$"
        }
      },
      "X-Request-Id": {
        "schema": {
          "type": "string",
          "pattern": "^req_[0-9A-Za-z]{8,40}$",
          "maxLength": 44
        }
      },
      "RateLimit": {
        "schema": {
          "type": "string",
          "maxLength": 100,
          "pattern": "^\"[a-z]+\";r=\\d+;t=\\d+$"
        }
      },
      "RateLimit-Policy": {
        "schema": {
          "type": "string",
          "maxLength": 100,
          "pattern": "^\"[a-z]+\";q=\\d+;w=\\d+$"
        }
      },
      "Retry-After": {
        "schema": {
          "type": "integer",
          "minimum": 0,
          "format": "int32",
          "maximum": 86400
        }
      },
      "WWW-Authenticate": {
        "schema": {
          "type": "string",
          "maxLength": 500,
          "pattern": "^Bearer "
        }
      },
      "Idempotent-Replayed": {
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
              "detail": "2 fields are invalid: /email must be a valid email address; /preferences/price_range min must not exceed max.",
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
        "pattern": "^[A-Z]{2}$",
        "maxLength": 2,
        "minLength": 2
      },
      "CitySlug": {
        "type": "string",
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
            "type": "boolean"
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
        "enum": [
          "new",
          "nurturing",
          "qualified"
        ]
      },
      "QualificationType": {
        "type": "string",
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
            "maxLength": 2048
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
            ]
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
