import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { staff } from './staff';

/** The three KYC document types (spec point 3), also the multipart field names of the first upload. */
export const KYC_DOCUMENT_NAMES = ['ID', 'ADDRESS', 'ID_WITH_PHOTO'] as const;

/** A player's KYC record: one per player, made by the first submission. */
export const kycRecords = pgTable('kyc_records', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last upload of a document of this record (the operator's queue is ordered by it). */
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when every document became approved (the verification e-mail was sent then). */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
});

/**
 * One submitted document. A replacement (PUT /api/kyc/update) adds a new row and marks the
 * previous one superseded, so the history stays; the current document of a type is the one
 * that is not superseded.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => kycRecords.id, { onDelete: 'cascade' }),
    name: text('name', { enum: KYC_DOCUMENT_NAMES }).notNull(),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    /** The operator approved it (the record's flag for its type, while it has not expired). */
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    /** A final rejection: the player may not upload this document again (409 on a replacement). */
    rejectionFinal: boolean('rejection_final').notNull().default(false),
    /** The operator expired it; a document is also expired once `expiryTime` has passed. */
    expired: boolean('expired').notNull().default(false),
    expiryTime: timestamp('expiry_time', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The staff member who decided (null: not reviewed, or decided by automation with the operator token). */
    reviewedBy: uuid('reviewed_by').references(() => staff.id),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kyc_documents_current')
      .on(t.recordId, t.name)
      .where(sql`${t.supersededAt} is null`),
    index('kyc_documents_record').on(t.recordId),
  ],
);

/** A stored file of a document, under DATA_DIR/uploads/kyc/<player uuid>/ with a server-made name. */
export const kycFiles = pgTable('kyc_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: integer('document_id')
    .notNull()
    .references(() => kycDocuments.id, { onDelete: 'cascade' }),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Path under the KYC upload folder: "<player uuid>/<random>.<ext>". */
  storageKey: text('storage_key').notNull().unique(),
  /** The type found in the content (never the name or the declared type). */
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff member's claim on a player's KYC record in the back office's queue (issue 30): while
 * it lasts (until `expiresAt`, or until the record has nothing left to decide) the item shows as
 * taken to the other staff members, and they cannot take it or decide on it.
 */
export const kycClaims = pgTable('kyc_claims', {
  recordId: integer('record_id')
    .primaryKey()
    .references(() => kycRecords.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
