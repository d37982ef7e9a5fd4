/** An item page (video, gallery, product) from its loader's data (`loadItem`): the frame, then the comments. */
import { Comments, type CommentsPage } from "./feed/comments";
import { ItemPage } from "./feed/item-page";

export function ItemWithComments({
  data: { isLiked, isBookmarked, comments, viewerId },
  item,
  type,
  aside,
  children,
}: {
  data: { isLiked: boolean; isBookmarked: boolean; comments: CommentsPage | null; viewerId: string | null };
  /** The item as the frame shows it. */
  item: Omit<React.ComponentProps<typeof ItemPage>["item"], "isLiked" | "isBookmarked">;
  type: "video" | "gallery" | "product";
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <ItemPage
      item={{ ...item, isLiked, isBookmarked }}
      type={type}
      viewerId={viewerId}
      aside={aside}
      footer={
        <Comments objectType={type} objectId={item._id} initial={comments} canComment={Boolean(viewerId)} />
      }
    >
      {children}
    </ItemPage>
  );
}
