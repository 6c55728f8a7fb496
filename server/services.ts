// Shared services handed to every call: built once per app.
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.ts';
import { createListingIndex, type ListingIndex } from './calls/catalog/listing-index.ts';
import { authKeyLoader } from './secrets.ts';
import { NO_FAULTS, type FaultPoints } from './fault-points.ts';
import { photoBytesFor, type PhotoBytes } from './calls/personalisation/photo-bytes.ts';
import { uploadedMasters, type UploadedMasters } from './images/uploaded-masters.ts';

export interface Services {
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** HMAC secret for download tokens. */
  downloadSecret: string;
  /** HMAC key for device tokens and OTP hashes (server/secrets.ts), loaded on first use. */
  authKey: () => Promise<Buffer>;
  answerCache: AnswerCache;
  /** get-all-products' filter index (counts and price/date pages in memory). */
  listingIndex: ListingIndex;
  /** Where the fault tests stop or kill a write; nothing in production (server/fault-points.ts). */
  faults: FaultPoints;
  /** Where shoppers' photos keep their bytes (docs/shop-rules.md P7). */
  photos: PhotoBytes;
  /** Product photos and the shop's own pictures the owner uploaded: the image pipeline's masters that are data. */
  productPhotos: UploadedMasters;
}

export function createServices(db: Db, config: Config, downloadSecret: string, faults: FaultPoints = NO_FAULTS): Services {
  return {
    rateLimiter: createRateLimiter(db),
    mailer: createMailer(db, config),
    downloadSecret,
    authKey: authKeyLoader(db),
    answerCache: createAnswerCache(config.answerCacheBytes, undefined, undefined, config.docCacheBytes),
    listingIndex: createListingIndex(db, config.listingIndexBytes, config.listingIndexMaxResidentBytes),
    faults,
    photos: photoBytesFor(db.kind, config.photoDir),
    productPhotos: uploadedMasters(db, config.photoDir),
  };
}
