import { SCOPES } from "../../domain/plans";
import type { Role } from "../../store/organizations";

/** A viewer reads; every other role may also write (owners and admins differ in the dashboard only). */
export function scopesOfRole(role: Role): string[] {
  return role === "viewer" ? SCOPES.filter((scope) => scope.endsWith(".read")) : [...SCOPES];
}
