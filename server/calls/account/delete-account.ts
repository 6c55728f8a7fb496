// A shopper deletes their account and personal data (docs/decisions/0006-account-deletion.md).
// The password again first, so a session left open on a shared device cannot do it.
// Refused while an order is still on its way: the shop needs the address to deliver it.
// Orders stay as the shop's records (tax law keeps invoices for years) without the
// person: no user, no name, no address, no note. Everything else that names the person
// goes: the account, its sessions, reset codes, newsletter subscription, contact messages
// and mails queued to them; the reviews they wrote keep their text under an initial.
import { RESPONSE } from '../../../contract/messages.ts';
import { ORDER_STATUS } from '../../../contract/shop-rules.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { verifyPassword } from '../../auth/password.ts';

const WINDOW_SECONDS = 60;
export const OPEN_ORDERS_MESSAGE = 'You have orders on their way. You can delete your account once they are delivered.';

const deleteAccount = defineCall({
  name: 'DELETE_ACCOUNT',
  auth: 'user',
  async handler({ db, params, user, services, config }) {
    const id = user!.id;
    // Bounds password guessing through a stolen session like the login does.
    await services.rateLimiter.hit(`delete-account:user:${id}`, config.rateLimits.login, WINDOW_SECONDS);
    const row = (await db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM users WHERE id = $1', [id]))[0];
    if (!row) throw new Failure(401, 'UNAUTHORIZED', 'Please log in to continue.');
    if (!(await verifyPassword(params.Password, row.password_hash))) {
      throw new Failure(400, 'WRONG_PASSWORD', 'The password is not correct.', { field: 'Password' });
    }
    await db.tx(async (tx) => {
      const open = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND latest_status_id IN ($2, $3)',
        [id, ORDER_STATUS.Active, ORDER_STATUS.InProgress]);
      if (open[0]!.n > 0) throw new Failure(409, 'OPEN_ORDERS', OPEN_ORDERS_MESSAGE, { n: open[0]!.n });
      const email = row.email.toLowerCase();
      await tx.query("UPDATE orders SET shipping_name = '', shipping_address = '', order_note = '' WHERE user_id = $1", [id]);
      await tx.query("DELETE FROM password_otps WHERE lower(email) = $1 AND realm = 'shopper'", [email]);
      await tx.query('DELETE FROM subscribers WHERE lower(email) = $1', [email]);
      await tx.query('DELETE FROM contact_requests WHERE lower(email) = $1', [email]);
      await tx.query('DELETE FROM mail_outbox WHERE lower(to_address) = $1', [email]);
      const reviews = await tx.query(`UPDATE reviews SET reviewer_email = '', reviewer_name = left(reviewer_name, 1) || '.'
                                      WHERE lower(reviewer_email) = $1 RETURNING id`, [email]);
      // Reviews are in cached catalogue answers: the cache must not keep the old name.
      if (reviews.length > 0) await bumpCatalogueVersion(tx);
      // Sessions go with the user (ON DELETE CASCADE); orders lose it (ON DELETE SET NULL).
      await tx.query('DELETE FROM users WHERE id = $1', [id]);
    });
    return { data: [{ ResponseMsg: RESPONSE.saved }] };
  },
});

export const deleteAccountCalls: readonly CallModule[] = [deleteAccount];
