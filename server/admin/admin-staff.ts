// Signing in to the owner's console, and the staff accounts (owner only)
// (docs/decisions/0021-staff-accounts-and-the-audit-log.md).
import type { FastifyInstance } from 'fastify';
import {
  LoginAnswer, LoginBody, MeAnswer, OkAnswer, ResetCodeBody, ResetPasswordAnswer, ResetPasswordBody, StaffAnswer, StaffCreateBody, StaffListAnswer, StaffUpdateBody, IdParams,
  type StaffListed, type StaffRole,
} from '../../contract/admin.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordLogin, STAFF_LOGIN } from '../auth/password-login.ts';
import { resetPassword, sendResetCode, STAFF_RESET } from '../auth/password-reset.ts';
import { revokeAllSessions, revokeSession } from '../auth/sessions.ts';
import { Failure, notFound } from '../http/failure.ts';
import { bearerToken, staffView } from './admin-auth.ts';
import { forgetSignIn } from './admin-idempotency.ts';
import { adminWrite } from './audit.ts';

const STAFF_COLUMNS = `id, email, name, role, disabled_at IS NOT NULL AS disabled, created_at AS "createdAt"`;

interface StaffRow { id: number; email: string; name: string; role: StaffRole; disabled: boolean; createdAt: Date | string }
const listed = (r: StaffRow): StaffListed => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

async function staffById(q: Queryable, id: number): Promise<StaffListed | null> {
  const row = (await q.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1`, [id]))[0];
  return row ? listed(row) : null;
}

/** Creates a staff account; 409 when the email has one (case-insensitive). */
export async function insertStaff(q: Queryable, input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffListed> {
  const rows = await q.query<StaffRow>(
    `INSERT INTO staff (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING ${STAFF_COLUMNS}`,
    [input.email.trim(), input.name.trim(), input.role, await hashPassword(input.password)],
  );
  if (!rows[0]) throw new Failure(409, 'CONFLICT', `A staff account with the email ${input.email.trim()} already exists.`);
  return listed(rows[0]);
}

export function adminStaffRoutes(admin: FastifyInstance, deps: { db: Db; config: Config; services: Services }): void {
  const { db } = deps;

  admin.post<{ Body: LoginBody }>('/auth/login', {
    config: { public: true },
    schema: { summary: 'Sign in with a staff email and password', body: LoginBody, response: { 200: LoginAnswer } },
  }, async (req) => {
    const { id, token, deviceToken } = await passwordLogin({ ...deps, ip: req.ip, log: req.log }, STAFF_LOGIN, req.body.email.trim(), req.body.password, req.body.deviceToken);
    const staff = (await staffById(db, id))!;
    return { token, deviceToken, staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role } };
  });

  // Password reset as for shoppers (docs/decisions/0004-device-cookies-and-reset-codes.md):
  // the same answer whether or not the email has an account.
  admin.post<{ Body: { email: string } }>('/auth/reset-code', {
    config: { public: true },
    schema: { summary: 'Mails a password reset code to a staff email', body: ResetCodeBody, response: { 200: OkAnswer } },
  }, async (req) => {
    await sendResetCode({ ...deps, ip: req.ip, log: req.log }, STAFF_RESET, req.body.email.trim());
    return { ok: true as const };
  });

  admin.post<{ Body: ResetPasswordBody }>('/auth/reset-password', {
    config: { public: true },
    schema: { summary: 'Sets a new password with the mailed code; ends every session of the account', body: ResetPasswordBody, response: { 200: ResetPasswordAnswer } },
  }, async (req) => {
    const deviceToken = await resetPassword({ ...deps, ip: req.ip, log: req.log }, STAFF_RESET, req.body.email.trim(), req.body.code.trim(), req.body.password);
    return deviceToken ? { ok: true as const, deviceToken } : { ok: true as const };
  });

  admin.get('/auth/me', { schema: { summary: 'Who this token signs in', response: { 200: MeAnswer } } }, async (req) => ({ staff: staffView(req.actor) }));

  admin.post('/auth/logout', { schema: { summary: 'Ends this session (the admin token stays valid)', response: { 200: OkAnswer } } }, async (req) => {
    if (req.actor.sessionId !== null) {
      await revokeSession(db, req.actor.sessionId, 'staff');
      // Its sign-in's stored answer (an Idempotency-Key's) goes too: no token of it stays.
      const token = bearerToken(req);
      if (token) await forgetSignIn(db, token);
    }
    return { ok: true as const };
  });

  admin.get('/staff', {
    config: { ownerOnly: true },
    schema: { summary: 'Staff accounts (owner only)', response: { 200: StaffListAnswer } },
  }, async () => ({ staff: (await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff ORDER BY id`)).map(listed) }));

  admin.post<{ Body: StaffCreateBody }>('/staff', {
    config: { ownerOnly: true },
    schema: { summary: 'Creates a staff account (owner only)', body: StaffCreateBody, response: { 201: StaffAnswer } },
  }, async (req, reply) => {
    const staff = await adminWrite(db, req.actor, async (tx, audit) => {
      const created = await insertStaff(tx, req.body);
      audit({ action: 'create', entity: 'staff', entityId: created.id, after: created });
      return created;
    });
    return reply.code(201).send({ staff });
  });

  admin.put<{ Params: { id: string }; Body: StaffUpdateBody }>('/staff/:id', {
    config: { ownerOnly: true },
    schema: { summary: "Changes a staff account's role or disables it (owner only)", params: IdParams, body: StaffUpdateBody, response: { 200: StaffAnswer } },
  }, async (req) => {
    const id = Number(req.params.id);
    const staff = await adminWrite(db, req.actor, async (tx, audit) => {
      // One change to the owners at a time, so two at once cannot leave none.
      await tx.query("SELECT id FROM staff WHERE role = 'owner' FOR UPDATE");
      const before = await staffById(tx, id);
      if (!before) throw notFound('Staff account');
      const role = req.body.role ?? before.role;
      const disabled = req.body.disabled ?? before.disabled;
      if (before.role === 'owner' && !before.disabled && (role !== 'owner' || disabled)) {
        const owners = (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND disabled_at IS NULL"))[0]!.n;
        if (owners <= 1) throw new Failure(409, 'CONFLICT', 'The shop needs an owner: make another account owner first.');
      }
      await tx.query(
        `UPDATE staff SET role = $2, disabled_at = CASE WHEN $3::boolean THEN COALESCE(disabled_at, now()) ELSE NULL END WHERE id = $1`,
        [id, role, disabled],
      );
      // A disabled account is signed out everywhere at once.
      if (disabled) await revokeAllSessions(tx, id, 'staff');
      const after = (await staffById(tx, id))!;
      audit({ action: 'update', entity: 'staff', entityId: id, before, after });
      return after;
    });
    return { staff };
  });
}
