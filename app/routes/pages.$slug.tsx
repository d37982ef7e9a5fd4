/** /pages/:slug: a site page an admin wrote (terms, privacy, help, ...). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getPost } from "#functions/admin/pages/service";
import { formatDateTime } from "~/components/ui/time";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "none" } satisfies PageHandle;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Page" },
  ...(data?.shortDescription ? [{ name: "description", content: data.shortDescription }] : []),
];

export const loader = pageLoader(handle, async ({ params, context }, viewer) =>
  getPost(context.rc.deps, viewer, params.slug ?? ""),
);

export default function SitePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{page.title}</h1>
      <p className="mt-1 text-xs text-ink-subtle">Updated {formatDateTime(page.updatedAt)}</p>
      <div
        className="prose-content mt-6 break-words leading-relaxed text-ink [&_a]:text-brand-600 [&_a]:underline dark:[&_a]:text-brand-400 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write (functions/lib/rich-text.ts).
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
