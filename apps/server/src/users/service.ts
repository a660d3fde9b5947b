import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  hasRole,
  UserClaims,
  type AdminUser,
  type CreateUserRequest,
  type OperatorSummary,
} from '@switchboard/domain';
import type { AuditKind } from '@switchboard/domain';
import { hashPassword } from '../auth/passwords.js';
import type { StaffRequest } from '../audit/staff-request.js';
import { changedFields, recordStaffAction } from '../audit/record.js';
import type { AuthService, UserRow } from '../auth/service.js';
import type { Database, Tx } from '../db/client.js';
import { phoneCodes, refreshTokens, users } from '../db/schema.js';
import { ConflictError, InputError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { Presence } from '../presence/presence.js';
import { isUniqueViolation } from '../db/errors.js';

/** Texts of the account administration calls. */
export const USER_ADMIN_MESSAGES = {
  emailTaken: (email: string) => `A user with the email ${email} already exists.`,
  noSuchUser: 'No such user.',
  selfDisable: 'You cannot disable your own account.',
  selfDemote: 'You cannot take the admin role away from your own account.',
} as const;

export function adminUserRow(row: UserRow): AdminUser {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    geos: row.geos,
    companyName: row.companyName,
    disabled: row.disabled,
    forceMfa: row.forceMfa,
    forcedTotp: row.forcedTotp,
    hasTotp: row.totpSecret !== null,
    hasPhone: row.phoneNumber !== null,
  };
}

/** A user as the record of staff actions names them. */
function userRecord(row: UserRow) {
  return { type: 'user' as const, id: row.uid, label: row.email };
}

type ClaimFields = Pick<UserRow, 'roles' | 'geos' | 'companyName' | 'forceMfa' | 'forcedTotp'>;

/**
 * Refuses claims above the 1000-byte payload limit (spec §3) with the domain's text, naming
 * `field`: the one the caller changed, or `claims` for a new account.
 */
function assertClaimsFit(tenantId: string, fields: ClaimFields, field: string): void {
  const result = UserClaims.safeParse({
    roles: fields.roles,
    geos: fields.geos,
    company: tenantId,
    companyName: fields.companyName,
    forceMfa: fields.forceMfa,
    forcedTotp: fields.forcedTotp,
  });
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'The claims are not valid.';
    throw new InputError(`${field}: ${message}`, [{ field, message }]);
  }
}

/**
 * Account administration (issue #6): the accounts of one tenant, changed by its admins. Every
 * change is one statement or one transaction, so nothing is half-written, and once it commits the
 * user's cached authentication is dropped, so it counts from their next request.
 */
export class UserAdminService {
  constructor(
    private readonly db: Database,
    private readonly presence: Presence,
    private readonly auth: Pick<AuthService, 'forgetUser'>,
    private readonly clock: () => Date,
  ) {}

  async list(tenantId: string): Promise<AdminUser[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(users.email));
    return rows.map(adminUserRow);
  }

  /** The tenant's operators (any CHAT_OPERATOR role), with whether they are connected now. */
  async operators(tenantId: string): Promise<OperatorSummary[]> {
    const pools = await this.presence.byPool(tenantId);
    const connected = new Set(
      Object.values(pools).flatMap((pool) => pool.operators.map((operator) => operator.id)),
    );
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(users.email));
    return rows
      .filter((row) => hasRole(row.roles, 'Operator'))
      .map((row) => ({
        uid: row.uid,
        email: row.email,
        displayName: row.displayName,
        roles: row.roles,
        geos: row.geos,
        disabled: row.disabled,
        connected: connected.has(row.uid),
      }));
  }

  /** `actorGeos`: the admin's own; they grant no locale they have no access to themselves. */
  async create(
    tenantId: string,
    actorGeos: readonly string[],
    request: CreateUserRequest,
    by: StaffRequest,
  ): Promise<AdminUser> {
    const fields = {
      roles: request.roles,
      geos: request.geos,
      companyName: request.companyName ?? null,
      forceMfa: request.forceMfa,
      forcedTotp: request.forcedTotp,
    };
    assertClaimsFit(tenantId, fields, 'claims');
    assertLocalesAllowed({ geos: actorGeos }, request.geos);
    const passwordHash = await hashPassword(request.password);
    try {
      // One transaction, so the account and its record commit together.
      const row = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            uid: randomUUID(),
            tenantId,
            email: request.email,
            displayName: request.displayName ?? null,
            passwordHash,
            ...fields,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordStaffAction(tx, by, {
          tenantId,
          kind: 'user.create',
          record: userRecord(row),
          after: { email: row.email, displayName: row.displayName, ...fields },
        });
        return row;
      });
      return adminUserRow(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(USER_ADMIN_MESSAGES.emailTaken(request.email));
      }
      throw error;
    }
  }

  async setRoles(
    tenantId: string,
    actorUid: string,
    uid: string,
    roles: string[],
    by: StaffRequest,
  ) {
    if (uid === actorUid && !hasRole(roles, 'Admin')) {
      throw new InputError(`roles: ${USER_ADMIN_MESSAGES.selfDemote}`, [
        { field: 'roles', message: USER_ADMIN_MESSAGES.selfDemote },
      ]);
    }
    return this.change(by, tenantId, uid, 'user.roles', async (tx, row) => {
      assertClaimsFit(tenantId, { ...row, roles }, 'roles');
      return this.update(tx, uid, { roles });
    });
  }

  /**
   * Replaces the geos; the admin grants only locales they hold (`actorGeos`), so no admin widens
   * their own access or anyone else's past it (spec §6).
   */
  async setGeos(
    tenantId: string,
    actorGeos: readonly string[],
    uid: string,
    geos: string[],
    by: StaffRequest,
  ) {
    return this.change(by, tenantId, uid, 'user.geos', async (tx, row) => {
      assertClaimsFit(tenantId, { ...row, geos }, 'geos');
      assertLocalesAllowed({ geos: actorGeos }, geos);
      return this.update(tx, uid, { geos });
    });
  }

  /**
   * Disables an account: its refresh tokens are revoked and every live connection of it is
   * signed out through presence (`disconnectOperator`), so the user is out at once (spec §4).
   * Its ID tokens stop working too, as every call reads the account afresh.
   */
  async disable(tenantId: string, actorUid: string, uid: string, by: StaffRequest) {
    if (uid === actorUid) {
      throw new InputError(`uid: ${USER_ADMIN_MESSAGES.selfDisable}`, [
        { field: 'uid', message: USER_ADMIN_MESSAGES.selfDisable },
      ]);
    }
    const user = await this.change(by, tenantId, uid, 'user.disable', async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: this.clock().toISOString() })
        .where(and(eq(refreshTokens.userUid, uid), isNull(refreshTokens.revokedAt)));
      return this.update(tx, uid, { disabled: true });
    });
    return { ...user, signedOut: await this.presence.disconnectUser(tenantId, uid) };
  }

  enable(tenantId: string, uid: string, by: StaffRequest) {
    return this.change(by, tenantId, uid, 'user.enable', (tx) =>
      this.update(tx, uid, { disabled: false }),
    );
  }

  /**
   * Clears both second factors (TOTP secret, pending or not, and phone) and any code in flight;
   * the used TOTP step belonged to the old secret, so it goes too.
   */
  resetMfa(tenantId: string, uid: string, by: StaffRequest) {
    return this.change(by, tenantId, uid, 'user.mfa-reset', async (tx) => {
      await tx.delete(phoneCodes).where(eq(phoneCodes.userUid, uid));
      return this.update(tx, uid, {
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        phoneNumber: null,
      });
    });
  }

  /**
   * Runs a change on a user of the tenant inside a transaction, the row locked first, and records
   * it as `kind` with the account's fields it changed; once it commits, the user's cached
   * authentication is dropped.
   */
  private async change(
    by: StaffRequest,
    tenantId: string,
    uid: string,
    kind: AuditKind,
    apply: (tx: Tx, row: UserRow) => Promise<UserRow>,
  ): Promise<AdminUser> {
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(users)
        .where(and(eq(users.uid, uid), eq(users.tenantId, tenantId)))
        .for('update');
      if (!current) throw new NotFoundError(USER_ADMIN_MESSAGES.noSuchUser);
      const changed = await apply(tx, current);
      // The account as staff see it (adminUserRow): a second factor is recorded as whether it
      // is set, never its secret or number.
      await recordStaffAction(tx, by, {
        tenantId,
        kind,
        record: userRecord(changed),
        ...changedFields(adminUserRow(current), adminUserRow(changed)),
      });
      return changed;
    });
    this.auth.forgetUser(uid);
    return adminUserRow(row);
  }

  private async update(tx: Tx, uid: string, set: Partial<UserRow>): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...set, updatedAt: this.clock().toISOString() })
      .where(eq(users.uid, uid))
      .returning();
    if (!row) throw new Error('update returned nothing');
    return row;
  }
}
