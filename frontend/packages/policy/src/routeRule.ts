import { isAdmitted, type RoleRequirement } from './roleRule';

/**
 * The route visibility rule (spec 2 §2): a route is shown when the user is signed in on one of its
 * platforms and the active coordinate and the roles match its conditions. A condition left out
 * does not restrict. Like the role rule, this is for display only: the gateway decides.
 */
export interface RouteConditions {
  /** Platforms the route exists on (`employee`, `bank`, `customer`, …). */
  platforms?: readonly string[];
  /** Product codes of the active coordinate (`MO`, `CC`, …). */
  products?: readonly string[];
  /** Countries of the active coordinate (`SE`, `NO`). */
  countries?: readonly string[];
  /** Departments of the active coordinate (`SA`, `KH`, …). */
  departments?: readonly string[];
  /** Role sets, as the role rule reads them. */
  roles?: RoleRequirement;
}

/** The parts of a coordinate the rule looks at. */
export interface CoordinateParts {
  product: string;
  country: string;
  department: string;
}

/** Who is asking: the platform signed in on (null: nobody), roles and the active coordinate. */
export interface RouteSubject {
  platform: string | null;
  roles: readonly string[];
  coordinate: CoordinateParts | null;
}

function partAllowed(allowed: readonly string[] | undefined, value: string | undefined): boolean {
  if (!allowed) return true;
  return value !== undefined && allowed.includes(value);
}

export function isRouteAdmitted(conditions: RouteConditions, subject: RouteSubject): boolean {
  if (conditions.platforms && (subject.platform === null || !conditions.platforms.includes(subject.platform))) {
    return false;
  }
  const coordinate = subject.coordinate ?? undefined;
  return (
    partAllowed(conditions.products, coordinate?.product) &&
    partAllowed(conditions.countries, coordinate?.country) &&
    partAllowed(conditions.departments, coordinate?.department) &&
    isAdmitted(conditions.roles ?? [], subject.roles)
  );
}
