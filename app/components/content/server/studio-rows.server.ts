/** What the studio's lists of the creator's own items (videos, galleries, products) share on the server. */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Viewer } from "#functions/identity/accounts/viewer";
import { pageParams } from "~/components/ui/pager";

type Rc = AppLoadContext["rc"];

/** One page (20) of the creator's own items, newest first, each shaped as a row of StudioRows. */
export async function ownRows<Q, I, R>(
  args: LoaderFunctionArgs,
  viewer: Viewer,
  search: (deps: Rc["deps"], viewer: Viewer, query: Q) => Promise<{ data: I[]; total: number }>,
  Query: { parse: (input: unknown) => Q },
  toRow: (item: I) => R,
) {
  const { limit, offset } = pageParams(args.request, 20);
  const { data, total } = await search(
    args.context.rc.deps,
    viewer,
    Query.parse({ limit, offset, sort: "desc" }),
  );
  return { rows: data.map(toRow), total, limit, offset };
}

const Id = z.object({ id: z.string().min(1) });

/** A row's delete intent: the row's `id` from the form, the service's delete, then `message` as the toast. */
export const deleteRow =
  (remove: (deps: Rc["deps"], viewer: Rc["viewer"], id: string) => Promise<unknown>, message: string) =>
  async (form: FormData, { context: { rc } }: ActionFunctionArgs) => {
    await remove(rc.deps, rc.viewer, Id.parse({ id: form.get("id") }).id);
    return { ok: true, message };
  };
