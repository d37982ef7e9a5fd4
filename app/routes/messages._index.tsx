import { useOptionalUser } from "~/lib/root-data";

/** /messages with no conversation open: a hint beside the list (desktop; phones show the list). */
export default function NoConversation() {
  const creator = useOptionalUser()?.isPerformer ?? false;
  return (
    <div className="grid w-full place-items-center p-8 text-center">
      <div>
        <p className="font-semibold text-ink">Choose a conversation</p>
        <p className="mt-1 text-sm text-ink-muted">
          {creator
            ? "Your fans' messages show in the list."
            : "Or open a creator's profile and press Message."}
        </p>
      </div>
    </div>
  );
}
