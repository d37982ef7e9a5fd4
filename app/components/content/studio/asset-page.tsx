/**
 * A studio page of one kind of the creator's assets (videos, galleries, products): its header with
 * the button that opens the add form, the add form in a card, then one page of the assets.
 */
import { useState } from "react";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { type StudioAsset, StudioRows } from "./asset-rows";
import { StudioHeader } from "./studio-nav";

export function StudioAssetPage<R extends StudioAsset>({
  title,
  description,
  addLabel,
  canAdd = true,
  notice,
  addForm,
  ...list
}: {
  title: string;
  description: string;
  /** The button that opens the add form. */
  addLabel: string;
  /** False hides that button (e.g. while the creator may not sell yet). */
  canAdd?: boolean;
  /** Said above the list (e.g. why adding waits). */
  notice?: React.ReactNode;
  /** The add form; `close` closes it (after it is sent, or on Cancel). */
  addForm: (close: () => void) => React.ReactNode;
} & React.ComponentProps<typeof StudioRows<R>>) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ActionToast />
      <StudioHeader
        title={title}
        description={description}
        action={adding || !canAdd ? null : <Button onClick={() => setAdding(true)}>{addLabel}</Button>}
      />
      {notice ? <div className="mb-6">{notice}</div> : null}
      {adding ? (
        <Card className="mb-6">
          <CardBody>{addForm(() => setAdding(false))}</CardBody>
        </Card>
      ) : null}
      <StudioRows {...list} />
    </>
  );
}
