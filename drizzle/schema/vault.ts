import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { files } from "./files";
import { users } from "./users";

/**
 * A folder of a creator's vault (functions/content/vault). The vault itself is not stored: it is
 * every media file the creator uploaded; folders only group them. A file may sit in several.
 */
export const vaultFolders = sqliteTable(
  "vault_folders",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("vault_folders_owner_name_uq").on(t.ownerId, t.name)],
);

/** A file filed in a folder. A filed file stays when the last item using it is deleted. */
export const vaultFolderFiles = sqliteTable(
  "vault_folder_files",
  {
    folderId: text("folder_id")
      .notNull()
      .references(() => vaultFolders.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.fileId] }), index("vault_folder_files_file_idx").on(t.fileId)],
);

/**
 * How many files of each media (photo, video, audio) a creator's vault holds, kept so the vault's
 * total is read, not counted (issue 22 §4). Moved in the same D1 batch as every write that adds,
 * removes or changes a file the vault counts, by the one rule in functions/media/vault.ts
 * (`vaultCountMoves`); a creator's rows go with the creator.
 */
export const vaultCounts = sqliteTable(
  "vault_counts",
  {
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    media: text("media", { enum: ["photo", "video", "audio"] }).notNull(),
    fileCount: integer("file_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.media] })],
);
