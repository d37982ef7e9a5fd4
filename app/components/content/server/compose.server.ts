/** Turns the composer's form into the feeds service's CreateFeed input. */
import type { CreateFeedInput } from "#functions/content/feeds/schemas";
import { flag, idField, localDateTime, numberField, renameDetails, textField } from "./form-values.server";

export function composeInput(form: FormData): CreateFeedInput {
  const type = textField(form.get("type")) as CreateFeedInput["type"];
  const tz = form.get("tzOffset");
  const isSale = flag(form.get("isSale"));
  const input: CreateFeedInput = {
    type,
    text: textField(form.get("text")),
    fileIds: form.getAll("fileIds").filter((v): v is string => typeof v === "string" && v !== ""),
    vaultFileIds: form.getAll("vaultFileIds").filter((v): v is string => typeof v === "string" && v !== ""),
    thumbnailFileId: idField(form.get("thumbnailFileId")),
    teaserFileId: idField(form.get("teaserFileId")),
    isSale,
    price: isSale ? (numberField(form.get("price")) ?? 0) : 0,
    isPinned: flag(form.get("isPinned")),
    scheduleAt: flag(form.get("scheduled")) ? localDateTime(form.get("scheduleAt"), tz) : null,
  };
  if (type === "poll") {
    input.poll = {
      question: textField(form.get("pollQuestion")),
      options: form
        .getAll("pollOptions")
        .map((o) => textField(o).trim())
        .filter(Boolean),
      expiresAt: localDateTime(form.get("pollExpiresAt"), tz),
    };
  }
  if (type === "crowdfunding") {
    input.crowdfunding = {
      title: textField(form.get("crowdfundingTitle")),
      goal: numberField(form.get("crowdfundingGoal")) as number,
      deadline: localDateTime(form.get("crowdfundingDeadline"), tz) as number,
    };
  }
  if (type === "scheduled-stream") {
    input.streamTitle = textField(form.get("streamTitle"));
    input.streamScheduledAt = localDateTime(form.get("streamScheduledAt"), tz);
  }
  return input;
}

/** Schema paths of CreateFeed to the composer's input names. */
const composeFieldNames: Record<string, string> = {
  "poll.question": "pollQuestion",
  "poll.options": "pollOptions",
  "poll.expiresAt": "pollExpiresAt",
  "crowdfunding.title": "crowdfundingTitle",
  "crowdfunding.goal": "crowdfundingGoal",
  "crowdfunding.deadline": "crowdfundingDeadline",
  thumbnailFileId: "thumbnailFileId",
};

export const composeErrors = (details: Record<string, string> | undefined) =>
  renameDetails(details, composeFieldNames);
