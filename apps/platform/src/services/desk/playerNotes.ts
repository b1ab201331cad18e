import type { PlayerNote } from '@casino/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { playerNotes, playerTags, players, staff } from '../../db/schema';
import type { AuditActor, AuditService } from '../audit';

/**
 * Staff's notes and tags on a player (the player 360, issue 30). A note is kept as written: there
 * is no path that edits or deletes one. Tags are a set per player, replaced whole. Each change is
 * an audit entry in the same transaction, with the tags before and after.
 */
export class PlayerNotes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** The player's notes, newest first, with their authors' names. */
  async notesOf(playerId: number): Promise<PlayerNote[]> {
    const rows = await this.db
      .select({ id: playerNotes.id, text: playerNotes.text, authorName: staff.name, createdAt: playerNotes.createdAt })
      .from(playerNotes)
      .innerJoin(staff, eq(staff.id, playerNotes.authorId))
      .where(eq(playerNotes.playerId, playerId))
      .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /** The player's tags, in alphabetical order. */
  async tagsOf(playerId: number): Promise<string[]> {
    const rows = await this.db
      .select({ tag: playerTags.tag })
      .from(playerTags)
      .where(eq(playerTags.playerId, playerId))
      .orderBy(asc(playerTags.tag));
    return rows.map((row) => row.tag);
  }

  async addNote(actor: AuditActor, playerId: number, text: string): Promise<PlayerNote> {
    const authorId = this.staffOf(actor);
    const trimmed = text.trim();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(playerNotes)
        .values({ playerId, authorId, text: trimmed, createdAt: this.clock.now() })
        .returning();
      const [author] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, authorId));
      const [player] = await tx.select({ uuid: players.uuid }).from(players).where(eq(players.id, playerId));
      if (!row || !author || !player) throw new Error('The note was not written');
      await this.audit.append(
        actor,
        {
          action: 'player.note',
          targetKind: 'player',
          targetId: player.uuid,
          playerUuid: player.uuid,
          after: { noteId: row.id, text: trimmed },
        },
        tx,
      );
      return { id: row.id, text: row.text, authorName: author.name, createdAt: row.createdAt.toISOString() };
    });
  }

  /** Replaces the player's tags with `tags` (lower case, no repeats); audited when anything changes. */
  async setTags(actor: AuditActor, playerId: number, tags: readonly string[]): Promise<string[]> {
    const addedBy = this.staffOf(actor);
    const wanted = [...new Set(tags.map((tag) => tag.trim().toLowerCase()))].sort();
    return this.db.transaction(async (tx) => {
      // The player's row, locked: two replacements at once apply one after the other.
      const [player] = await tx
        .select({ uuid: players.uuid })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      if (!player) throw new Error('The player of the tags is gone');
      const before = (
        await tx
          .select({ tag: playerTags.tag })
          .from(playerTags)
          .where(eq(playerTags.playerId, playerId))
          .orderBy(asc(playerTags.tag))
      ).map((row) => row.tag);
      if (before.join(',') === wanted.join(',')) return before;
      await tx.delete(playerTags).where(eq(playerTags.playerId, playerId));
      if (wanted.length > 0) {
        const now = this.clock.now();
        await tx.insert(playerTags).values(wanted.map((tag) => ({ playerId, tag, addedBy, addedAt: now })));
      }
      await this.audit.append(
        actor,
        {
          action: 'player.tags',
          targetKind: 'player',
          targetId: player.uuid,
          playerUuid: player.uuid,
          before: { tags: before },
          after: { tags: wanted },
        },
        tx,
      );
      return wanted;
    });
  }

  private staffOf(actor: AuditActor): string {
    if (actor.kind !== 'staff' || !actor.id) throw new Error('Notes and tags are written by a staff member');
    return actor.id;
  }
}
