/** /admin/banners: promotional banners at named places of the site (site-promo). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CreateSitePromoBody, UpdateSitePromoBody } from "#functions/admin/promo/schemas";
import { createPromo, deletePromo, searchPromos, updatePromo } from "#functions/admin/promo/service";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { crudIntents } from "~/components/admin/actions.server";
import { CrudPage, LivePill, LiveStatusField } from "~/components/admin/crud-page";
import { Photo } from "~/components/ui/photo";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Banners · Admin" }];

export const loader = pageLoader(handle, async (args) => {
  const promos = await searchPromos(args.context.rc.deps, { limit: 100, offset: 0, sort: "asc" });
  return { promos: promos.data };
});

const fields = (form: FormData) => ({
  title: String(form.get("title") ?? ""),
  imageUrl: String(form.get("imageUrl") ?? ""),
  link: String(form.get("link") ?? "").trim() || null,
  position: String(form.get("position") ?? ""),
  status: form.get("status"),
  order: Number(form.get("order") || 0),
});

const dispatch = crudIntents("Banner", {
  fields,
  createBody: CreateSitePromoBody,
  updateBody: UpdateSitePromoBody,
  create: (rc, input) => createPromo(rc.deps, requireAdmin(rc.viewer), input),
  update: (rc, id, input) => updatePromo(rc.deps, requireAdmin(rc.viewer), id, input),
  remove: (rc, id) => deletePromo(rc.deps, requireAdmin(rc.viewer), id),
});

export const action = formAction(handle, dispatch);

export default function AdminBanners() {
  const { promos } = useLoaderData<typeof loader>();
  return (
    <CrudPage
      title="Banners"
      description="Promotions shown at a named place (top, home, …), in order."
      listTitle="Banners"
      noun="banner"
      items={promos}
      total={promos.length}
      empty="No banners yet."
      leading={(p) => (
        <Photo
          sizes="thumb"
          src={p.imageUrl}
          alt=""
          className="h-10 w-16 shrink-0 rounded-md bg-surface-muted object-cover"
        />
      )}
      name={(p) => p.title}
      quoted={(p) => p.title}
      details={(p) => (
        <>
          {p.position} · order {p.order}
          {p.link ? ` · ${p.link}` : ""}
        </>
      )}
      status={(p) => <LivePill status={p.status} />}
      fields={(editing, _fieldErrors, field) => (
        <>
          {field("title", "Title", { required: true })}
          {field("imageUrl", "Image", { required: true, hint: "An http(s) address or a site path." })}
          {field("link", "Link (optional)")}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("position", "Place", { defaultValue: editing?.position ?? "top" })}
            {field("order", "Order", { type: "number", min: 0, defaultValue: editing?.order ?? 0 })}
            <LiveStatusField value={editing?.status} />
          </div>
        </>
      )}
    />
  );
}
