// Spectral function for .spectral.yaml's lps-security-scheme-defined: every scheme a security
// requirement names must be declared in the linted document's own components.securitySchemes.
// openapi.yaml, oauth.yaml and identity.yaml each declare their own, so one list for all three
// would let a file name a scheme only another one declares.

/** `requirement`: one entry of a `security` array; answers one result per undeclared name. */
export default function securitySchemeDefined(requirement, _options, context) {
  if (requirement === null || typeof requirement !== "object") return [];
  const declared = context.document.data?.components?.securitySchemes ?? {};
  return Object.keys(requirement)
    .filter((name) => !Object.hasOwn(declared, name))
    .map((name) => ({
      message: `${name} is not a security scheme declared in this document's components.securitySchemes.`,
      path: [...context.path, name],
    }));
}
