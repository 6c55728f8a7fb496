// The public forms (docs/rules.md R7): contact, newsletter and product review. Each is a
// write with an Idempotency-Key (an offline replay stores it once) and rate-limited per IP.
import { MSG, RESPONSE } from '../../../contract/messages.ts';
import { refreshProductRating } from '../../db/product-rating.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { defineCall, type CallContext, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { FORMS_WINDOW_SECONDS } from '../../http/rate-limit.ts';

const saved = { data: [{ ResponseMsg: RESPONSE.saved }] };

async function limitForms(ctx: CallContext, form: string): Promise<void> {
  await ctx.services.rateLimiter.hit(`${form}:ip:${ctx.ip}`, ctx.config.rateLimits.forms, FORMS_WINDOW_SECONDS);
}

const contactUs = defineCall({
  name: 'CONTACT_US',
  auth: 'public',
  async handler(ctx) {
    await limitForms(ctx, 'contact');
    const p = ctx.params;
    await ctx.db.query(
      'INSERT INTO contact_requests (full_name, email, phone_number, subject, message) VALUES ($1, $2, $3, $4, $5)',
      [p.FullName, p.Email, p.PhoneNumber, p.Subject, p.Message],
    );
    return saved;
  },
});

const insertSubscriber = defineCall({
  name: 'INSERT_SUBSCRIBER',
  auth: 'public',
  async handler(ctx) {
    await limitForms(ctx, 'newsletter');
    const p = ctx.params;
    // Subscribing twice is not an error for the shopper, and makes no second row.
    await ctx.db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (lower(email)) DO NOTHING', [p.SubscriberEmail]);
    return saved;
  },
});

const insertReview = defineCall({
  name: 'INSERT_PRODUCT_REVIEW',
  auth: 'public',
  async handler(ctx) {
    await limitForms(ctx, 'review');
    const p = ctx.params;
    const productId = p.ProductId;
    const rating = p.ReviewRating;
    await ctx.db.tx(async (tx) => {
      // The product row first, then the catalogue version: the order the order call uses.
      const product = await tx.query('SELECT id FROM products WHERE id = $1 AND is_published FOR UPDATE', [productId]);
      if (product.length === 0) throw new Failure(400, 'INVALID_PRODUCT', MSG.invalidProduct);
      await tx.query(
        'INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating) VALUES ($1, $2, $3, $4, $5, $6)',
        [productId, p.ReviewerName, p.ReviewerEmail, p.ReviewTitle, p.ReviewBody, rating],
      );
      await refreshProductRating(tx, productId);
      await bumpCatalogueVersion(tx);
    });
    return saved;
  },
});

export const formCalls: readonly CallModule[] = [contactUs, insertSubscriber, insertReview];
