import { FILE_STATUSES } from "../../../drizzle/schema/files";
import { z } from "../../lib/zod";

export const FileStatusSchema = z
  .object({
    _id: z.string(),
    status: z.enum(FILE_STATUSES),
    /** The upload kind (avatar, feed-video, ...). */
    type: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("FileStatus");
