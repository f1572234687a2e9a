// Generated from mock-server/sandbox.yaml by scripts/generate-types.mjs. Do not edit; run `npm run generate`.
/* eslint-disable */
export const sandboxSchemas = {
  "KeyQuota": {
    "type": "string",
    "enum": [
      "organization",
      "key"
    ]
  },
  "Role": {
    "type": "string",
    "enum": [
      "owner",
      "admin",
      "developer",
      "viewer"
    ]
  },
  "IdpUserCreate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "email",
      "name"
    ],
    "properties": {
      "email": {
        "type": "string",
        "format": "email",
        "maxLength": 254
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "\\S"
      },
      "groups": {
        "type": "array",
        "maxItems": 50,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100
        }
      }
    }
  },
  "UserCreate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "email",
      "name",
      "role"
    ],
    "properties": {
      "email": {
        "type": "string",
        "format": "email",
        "maxLength": 254
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "\\S"
      },
      "role": {
        "$ref": "#/components/schemas/Role"
      }
    }
  },
  "UserUpdate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "role"
    ],
    "properties": {
      "role": {
        "$ref": "#/components/schemas/Role"
      }
    }
  },
  "SsoSettings": {
    "oneOf": [
      {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "idp",
          "email_domains",
          "default_role"
        ],
        "properties": {
          "idp": {
            "type": "string",
            "const": "builtin"
          },
          "email_domains": {
            "$ref": "#/components/schemas/EmailDomains"
          },
          "default_role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "issuer",
          "client_id",
          "client_secret",
          "email_domains",
          "default_role"
        ],
        "properties": {
          "issuer": {
            "type": "string",
            "format": "uri",
            "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://"
          },
          "client_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "client_secret": {
            "type": "string",
            "minLength": 1,
            "maxLength": 500
          },
          "email_domains": {
            "$ref": "#/components/schemas/EmailDomains"
          },
          "default_role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      }
    ]
  },
  "SsoUpdate": {
    "oneOf": [
      {
        "$ref": "#/components/schemas/SsoSettings"
      },
      {
        "type": "null"
      }
    ]
  },
  "EmailDomains": {
    "type": "array",
    "minItems": 1,
    "maxItems": 20,
    "items": {
      "type": "string",
      "pattern": "^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z0-9-]{2,63}$"
    }
  },
  "OrganizationCreate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name"
    ],
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "\\S"
      },
      "plan": {
        "$ref": "#/components/schemas/Plan",
        "default": "basic"
      },
      "daily_limit": {
        "type": "integer",
        "minimum": 1
      },
      "sso": {
        "$ref": "#/components/schemas/SsoSettings"
      }
    }
  },
  "OrganizationRecord": {
    "type": "object",
    "required": [
      "id",
      "name",
      "slug",
      "plan",
      "daily_limit",
      "created_at"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "pattern": "^org_[0-9A-Za-z_]+$"
      },
      "name": {
        "type": "string",
        "minLength": 1
      },
      "slug": {
        "type": "string",
        "minLength": 1
      },
      "plan": {
        "$ref": "#/components/schemas/Plan"
      },
      "daily_limit": {
        "type": "integer",
        "minimum": 1
      },
      "sso": {
        "$ref": "#/components/schemas/SsoSettings"
      },
      "created_at": {
        "type": "string",
        "format": "date-time"
      }
    }
  },
  "Scope": {
    "type": "string",
    "enum": [
      "leads.read",
      "leads.write",
      "properties.read",
      "properties.write",
      "analytics.read"
    ]
  },
  "ClientScope": {
    "type": "string",
    "enum": [
      "leads.read",
      "leads.write",
      "properties.read",
      "properties.write",
      "analytics.read",
      "openid",
      "profile",
      "email"
    ]
  },
  "Plan": {
    "type": "string",
    "enum": [
      "basic",
      "professional",
      "enterprise"
    ]
  },
  "IpRange": {
    "type": "string",
    "examples": [
      "203.0.113.0/24",
      "2001:db8::/32",
      "127.0.0.1"
    ]
  },
  "ResetOptions": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "demo_data": {
        "type": "boolean"
      }
    }
  },
  "Fixture": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "properties": {
        "type": "array",
        "maxItems": 100000,
        "items": {
          "$ref": "../openapi.yaml#/components/schemas/PropertyCreate"
        }
      },
      "leads": {
        "type": "array",
        "maxItems": 100000,
        "items": {
          "$ref": "../openapi.yaml#/components/schemas/LeadCreate"
        }
      }
    }
  },
  "ApiKeyCreate": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "default": "Sandbox key"
      },
      "scopes": {
        "type": "array",
        "uniqueItems": true,
        "items": {
          "$ref": "#/components/schemas/Scope"
        }
      },
      "plan": {
        "$ref": "#/components/schemas/Plan"
      },
      "daily_limit": {
        "type": "integer",
        "minimum": 1
      },
      "allowed_ips": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/IpRange"
        }
      },
      "organization_id": {
        "type": "string",
        "minLength": 1
      }
    }
  },
  "ClockMove": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "advance_seconds": {
        "type": "number",
        "minimum": 0
      },
      "set": {
        "type": "string",
        "format": "date-time"
      },
      "real": {
        "type": "boolean",
        "const": true
      }
    }
  },
  "AuditEntry": {
    "type": "object",
    "required": [
      "id",
      "time",
      "actor",
      "action",
      "resource_id",
      "ip",
      "status",
      "request_id"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string"
      },
      "time": {
        "$ref": "../openapi.yaml#/components/schemas/Timestamp"
      },
      "actor": {
        "type": "string"
      },
      "organization_id": {
        "type": "string"
      },
      "user_id": {
        "type": "string"
      },
      "action": {
        "type": "string"
      },
      "resource_id": {
        "type": [
          "string",
          "null"
        ]
      },
      "ip": {
        "type": "string"
      },
      "status": {
        "type": "integer"
      },
      "request_id": {
        "type": [
          "string",
          "null"
        ]
      }
    }
  },
  "FaultMode": {
    "type": "string",
    "enum": [
      "fail_before",
      "fail_after_commit",
      "drop_connection"
    ]
  },
  "FaultCreate": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "route": {
        "type": "string",
        "minLength": 1,
        "maxLength": 500
      },
      "method": {
        "type": "string",
        "enum": [
          "GET",
          "POST",
          "DELETE",
          "get",
          "post",
          "delete"
        ]
      },
      "count": {
        "type": "integer",
        "minimum": 1
      },
      "rate": {
        "type": "number",
        "minimum": 0,
        "maximum": 1,
        "default": 1
      },
      "status": {
        "type": "integer",
        "minimum": 500,
        "maximum": 599
      },
      "latency_ms": {
        "type": "integer",
        "minimum": 0,
        "maximum": 60000,
        "default": 0
      },
      "mode": {
        "$ref": "#/components/schemas/FaultMode"
      },
      "before_auth": {
        "type": "boolean",
        "default": false
      }
    }
  },
  "RetryDueRequest": {
    "type": "object",
    "additionalProperties": false
  },
  "InboundMessage": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "body"
    ],
    "properties": {
      "channel": {
        "$ref": "../openapi.yaml#/components/schemas/MessageChannel"
      },
      "body": {
        "type": "string",
        "minLength": 1,
        "maxLength": 5000
      }
    }
  },
  "StateSnapshot": {
    "type": "object",
    "required": [
      "format",
      "version",
      "clock",
      "seeds",
      "score_model",
      "organizations",
      "workspaces",
      "api_keys",
      "audit",
      "modules"
    ],
    "additionalProperties": false,
    "properties": {
      "format": {
        "type": "string",
        "const": "lps-mock-state"
      },
      "version": {
        "type": "integer",
        "const": 2
      },
      "clock": {
        "oneOf": [
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "offset_ms"
            ],
            "properties": {
              "offset_ms": {
                "type": "integer"
              }
            }
          },
          {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "frozen_at"
            ],
            "properties": {
              "frozen_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        ]
      },
      "seeds": {
        "type": "object",
        "required": [
          "seed",
          "ids_drawn",
          "chance_drawn"
        ],
        "additionalProperties": false,
        "properties": {
          "seed": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 0
          },
          "ids_drawn": {
            "type": "integer",
            "minimum": 0
          },
          "chance_drawn": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "score_model": {
        "type": "string"
      },
      "organizations": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OrganizationRecord"
        }
      },
      "workspaces": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "organization_id",
            "properties",
            "leads",
            "scores",
            "messages",
            "webhooks",
            "webhook_secrets",
            "deliveries"
          ],
          "additionalProperties": false,
          "properties": {
            "organization_id": {
              "type": "string",
              "minLength": 1
            },
            "properties": {
              "type": "array",
              "items": {
                "$ref": "../openapi.yaml#/components/schemas/Property"
              }
            },
            "leads": {
              "type": "array",
              "items": {
                "$ref": "../openapi.yaml#/components/schemas/Lead"
              }
            },
            "scores": {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "type": "object",
                    "required": [
                      "lead_id",
                      "score",
                      "qualification_type",
                      "values",
                      "scored_at"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "lead_id": {
                        "type": "string",
                        "pattern": "^lead_[0-9A-Za-z]{8,40}$"
                      },
                      "score": {
                        "type": "number"
                      },
                      "qualification_type": {
                        "$ref": "../openapi.yaml#/components/schemas/QualificationType"
                      },
                      "values": {
                        "type": "array",
                        "items": {
                          "type": "number",
                          "minimum": 0,
                          "maximum": 1
                        }
                      },
                      "scored_at": {
                        "type": "string",
                        "format": "date-time"
                      }
                    }
                  },
                  {
                    "$ref": "../openapi.yaml#/components/schemas/LeadScoreReady"
                  }
                ]
              }
            },
            "messages": {
              "type": "array",
              "items": {
                "$ref": "../openapi.yaml#/components/schemas/Message"
              }
            },
            "webhooks": {
              "type": "array",
              "items": {
                "$ref": "../openapi.yaml#/components/schemas/Webhook"
              }
            },
            "webhook_secrets": {
              "type": "array",
              "items": {
                "type": "object",
                "required": [
                  "webhook_id",
                  "secrets"
                ],
                "additionalProperties": false,
                "properties": {
                  "webhook_id": {
                    "type": "string",
                    "minLength": 1
                  },
                  "secrets": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                      "type": "object",
                      "required": [
                        "secret"
                      ],
                      "additionalProperties": false,
                      "properties": {
                        "secret": {
                          "type": "string",
                          "minLength": 1
                        },
                        "expires_at": {
                          "type": "number"
                        }
                      }
                    }
                  },
                  "registered_by": {
                    "type": "string",
                    "minLength": 1
                  }
                }
              }
            },
            "deliveries": {
              "type": "array",
              "items": {
                "$ref": "../openapi.yaml#/components/schemas/WebhookDelivery"
              }
            }
          }
        }
      },
      "api_keys": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "id",
            "organization_id",
            "name",
            "hint",
            "sha256",
            "scopes",
            "plan",
            "daily_limit",
            "quota",
            "allowed_ips",
            "created_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "minLength": 1
            },
            "organization_id": {
              "type": "string",
              "minLength": 1
            },
            "quota": {
              "$ref": "#/components/schemas/KeyQuota"
            },
            "name": {
              "type": "string"
            },
            "hint": {
              "type": "string"
            },
            "sha256": {
              "type": "string",
              "pattern": "^[0-9a-f]{64}$"
            },
            "scopes": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/Scope"
              }
            },
            "plan": {
              "$ref": "#/components/schemas/Plan"
            },
            "daily_limit": {
              "type": "integer",
              "minimum": 0
            },
            "allowed_ips": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/IpRange"
              }
            },
            "created_at": {
              "type": "string",
              "format": "date-time"
            }
          }
        }
      },
      "audit": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AuditEntry"
        }
      },
      "modules": {
        "type": "object"
      }
    }
  },
  "EventRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "$ref": "../openapi.yaml#/components/schemas/WebhookEventType"
      },
      "data": {
        "type": "object"
      },
      "lead_id": {
        "type": "string",
        "minLength": 1
      },
      "wait_seconds": {
        "type": "number",
        "minimum": 0,
        "maximum": 60
      }
    }
  },
  "TriggerRequest": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "$ref": "../openapi.yaml#/components/schemas/WebhookEventType"
      },
      "data": {
        "type": "object"
      }
    }
  },
  "OAuthClientCreate": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "redirect_uris"
    ],
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "\\S"
      },
      "redirect_uris": {
        "type": "array",
        "minItems": 1,
        "maxItems": 10,
        "items": {
          "type": "string",
          "format": "uri"
        }
      },
      "scopes": {
        "type": "array",
        "minItems": 1,
        "items": {
          "$ref": "#/components/schemas/ClientScope"
        }
      },
      "confidential": {
        "type": "boolean",
        "default": true
      },
      "auto_approve": {
        "type": "boolean",
        "default": false
      },
      "organization_id": {
        "type": "string",
        "pattern": "^org_",
        "maxLength": 100
      }
    }
  }
};

/** Query parameters by operationId, their references followed. */
export const sandboxQueries = {
  "sandboxIndex": [],
  "sandboxExportState": [],
  "sandboxSeed": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxListApiKeys": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxRevokeApiKey": [],
  "sandboxGetClock": [],
  "sandboxAuditLog": [
    {
      "name": "limit",
      "required": false,
      "schema": {
        "type": "integer",
        "minimum": 1,
        "maximum": 10000
      }
    },
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxRequests": [
    {
      "name": "operation_id",
      "required": false,
      "schema": {
        "type": "string",
        "minLength": 1
      }
    },
    {
      "name": "status",
      "required": false,
      "schema": {
        "type": "integer",
        "minimum": 100,
        "maximum": 599
      }
    },
    {
      "name": "has_violations",
      "required": false,
      "schema": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      }
    },
    {
      "name": "dashboard",
      "required": false,
      "schema": {
        "type": "string",
        "enum": [
          "true",
          "false"
        ]
      }
    },
    {
      "name": "since",
      "required": false,
      "schema": {
        "type": "string",
        "format": "date-time"
      }
    },
    {
      "name": "limit",
      "required": false,
      "schema": {
        "type": "integer",
        "minimum": 1,
        "maximum": 10000
      }
    },
    {
      "name": "cursor",
      "required": false,
      "schema": {
        "type": "string"
      }
    },
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxRequest": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxDeliveries": [
    {
      "name": "webhook_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    },
    {
      "name": "event_type",
      "required": false,
      "schema": {
        "$ref": "../openapi.yaml#/components/schemas/WebhookEventType"
      }
    },
    {
      "name": "status",
      "required": false,
      "schema": {
        "type": "string",
        "enum": [
          "pending",
          "succeeded",
          "failed"
        ]
      }
    },
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxListFaults": [],
  "sandboxReceiveMessage": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxTrigger": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxFireEvent": [
    {
      "name": "organization_id",
      "required": false,
      "schema": {
        "type": "string"
      }
    }
  ],
  "sandboxListOAuthClients": [],
  "sandboxListOrganizations": [],
  "sandboxGetOrganization": [],
  "sandboxSetOrganizationSso": [],
  "sandboxListIdpUsers": [],
  "sandboxListUsers": [],
  "sandboxCreateUser": [],
  "sandboxUpdateUser": [],
  "sandboxRemoveUser": []
};
