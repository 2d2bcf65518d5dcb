// Who is asking and what they may reach: the staff row is read per request (role changes and deactivation take
// effect at once on every replica), and every /api/admin path is checked against its area in common/roles.ts.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import type { StaffRole } from '../../common/enums';
import { canReach, maskContactFields, RESOURCE_AREAS, type StaffArea, seesPersonalData } from '../../common/roles';
import { forbidden, notFound, unauthorized } from './errors';
import { SESSION_COOKIE } from './session';

export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  can_export: boolean;
};

export const STAFF_MEMBER_COLUMNS = ['id', 'email', 'name', 'role', 'active', 'can_export'] as const;

/** The member res.locals holds once loadStaffMember has run. */
export const staffOf = (res: Response) => res.locals.staff as StaffMember;

function endSession(req: Request, res: Response, next: NextFunction) {
  req.session.destroy((error) => {
    if (error) return next(error);
    res.clearCookie(SESSION_COOKIE, { path: '/api' });
    next(unauthorized('Your account is not active. Please sign in again.'));
  });
}

/** Loads the signed-in member's row; a deleted or deactivated member's session ends here, on any replica. */
export function loadStaffMember(knex: Knex): RequestHandler {
  return async (req, res, next) => {
    const staffId = req.session?.staffId;
    if (staffId === undefined) return next(unauthorized());
    const member = (await knex('staff').select(STAFF_MEMBER_COLUMNS).where({ id: staffId }).first()) as
      | StaffMember
      | undefined;
    if (!member?.active) return endSession(req, res, next);
    res.locals.staff = member;
    next();
  };
}

/**
 * The area of a path under /api/admin by its first segment, exactly as spelt (the admin routers are case-sensitive,
 * so that segment is the router Express matches), or undefined when no rule names it (then it is refused).
 */
export function areaOf(path: string): StaffArea | undefined {
  const [, segment = ''] = path.split('/');
  return Object.hasOwn(RESOURCE_AREAS, segment) ? RESOURCE_AREAS[segment] : undefined;
}

const refuse = () => forbidden('Your role does not give access to this');

/** One check for the whole admin router: 403 unless the member's role reaches the path's area. */
export const authorize: RequestHandler = (req, res, next) => {
  // Strict routing does not reach the root of a mounted router ("/staff/" is "/staff" there): refused here instead.
  if (req.path.length > 1 && req.path.endsWith('/')) return next(notFound('No such route'));
  const area = areaOf(req.path);
  if (!area || !canReach(staffOf(res), area)) return next(refuse());
  next();
};

/** Answers that hold only the institute's own contacts (the site settings). */
const INSTITUTE_CONTACTS = /^\/site_settings(\/|$)/;

/**
 * A second area on the route itself (the submission CSV exports need the export grant): decided by the route Express
 * matched, so no spelling of its path can reach the handler without it.
 */
export const requireArea =
  (area: StaffArea): RequestHandler =>
  (_req, res, next) =>
    next(canReach(staffOf(res), area) ? undefined : refuse());

/**
 * For a role without personal-data access, every e-mail and phone value in a JSON answer is masked: a safety net
 * behind the area rules, so a route added later cannot show an applicant's contact details to an editor.
 */
export const maskContactsForRole: RequestHandler = (req, res, next) => {
  // The site settings hold the institute's own published phones and e-mails, nobody's personal data.
  if (seesPersonalData(staffOf(res)) || INSTITUTE_CONTACTS.test(req.path)) return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => json(maskContactFields(body));
  next();
};
