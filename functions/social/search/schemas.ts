import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const KEYWORD_MAX_LENGTH = 100;

/** Trimmed, inner whitespace collapsed, lower-case: "  Red   Hair " and "red hair" count together. */
const normaliseKeyword = (raw: string) => raw.trim().replace(/\s+/g, " ").toLowerCase();

export const RecordKeywordBody = z
  .object({
    keyword: z
      .string()
      .transform(normaliseKeyword)
      .pipe(z.string().min(1, "Type something to search for.").max(KEYWORD_MAX_LENGTH))
      // What is checked is the keyword once trimmed: at least one character that is not a space.
      .openapi({ type: "string", minLength: 1, maxLength: KEYWORD_MAX_LENGTH, pattern: "\\S" }),
  })
  .openapi("RecordSearchKeyword");

export const KeywordsQuery = PagingQuery;

export const KeywordSchema = z
  .object({
    _id: z.string(),
    keyword: z.string(),
    count: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("SearchKeyword");
