import { describe, expect, it } from "vitest";
import { call, createUser, unique } from "../helpers/api";

describe("site pages (posts)", () => {
  it("admins write pages; everyone reads active ones by id or slug, sanitised", async () => {
    const admin = await createUser("admin");
    const slug = unique("terms");
    const created = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: {
        title: "Terms of Service",
        slug,
        content: '<h2>Rules</h2><p>Be nice.<script>alert(1)</script><a href="javascript:x()">x</a></p>',
        shortDescription: "The rules",
      },
    });
    expect(created.status).toBe(201);
    const page = created.json.data;
    expect(page).toMatchObject({ slug, title: "Terms of Service", type: "page", status: "active" });
    expect(page.content).toContain("<h2>Rules</h2>");
    expect(page.content).not.toMatch(/script|javascript/);

    const bySlug = await call(`/api/posts/${slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.json.data._id).toBe(page._id);
    const byId = await call(`/api/posts/${page._id}`);
    expect(byId.json.data.slug).toBe(slug);

    const dup = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: "Other", slug },
    });
    expect(dup.status).toBe(409);

    const hidden = await call(`/api/admin/posts/${page._id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "inactive", title: "Terms (old)" },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toMatchObject({ status: "inactive", title: "Terms (old)", slug });
    expect((await call(`/api/posts/${slug}`)).status).toBe(404);
    expect((await call(`/api/posts/${slug}`, { token: admin.token })).status).toBe(200);

    const removed = await call(`/api/admin/posts/${page._id}`, { method: "DELETE", token: admin.token });
    expect(removed.status).toBe(200);
    expect((await call(`/api/posts/${page._id}`, { token: admin.token })).status).toBe(404);
    expect(
      (await call(`/api/admin/posts/${page._id}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(404);
  });

  it("makes a slug from the title and refuses a slug taken by another post", async () => {
    const admin = await createUser("admin");
    const word = unique("Help");
    const a = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: `${word} & FAQ!` },
    });
    expect(a.status).toBe(201);
    expect(a.json.data.slug).toBe(`${word.toLowerCase()}-faq`);
    const b = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: `${word} two` },
    });
    const clash = await call(`/api/admin/posts/${b.json.data._id}`, {
      method: "PUT",
      token: admin.token,
      body: { slug: a.json.data.slug },
    });
    expect(clash.status).toBe(409);
    const noLetters = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: "!!!" },
    });
    expect(noLetters.status).toBe(422);
    expect(noLetters.json.details.slug).toBeDefined();
  });

  it("searches active posts by text and type with paging", async () => {
    const admin = await createUser("admin");
    const word = unique("privacy");
    const make = (body: Record<string, unknown>) =>
      call("/api/admin/posts", {
        method: "POST",
        token: admin.token,
        body: { title: `${word} page`, ...body },
      });
    await make({ slug: `${word}-a`, content: "<p>first</p>" });
    await make({ slug: `${word}-b`, type: "post" });
    await make({ slug: `${word}-c`, status: "inactive" });

    const all = await call(`/api/posts/search?q=${word}`);
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(2);
    expect(all.json.data.data.every((p: any) => p.status === "active")).toBe(true);
    const pages = await call(`/api/posts/search?q=${word}&type=page`);
    expect(pages.json.data.data.map((p: any) => p.slug)).toEqual([`${word}-a`]);
    const paged = await call(`/api/posts/search?q=${word}&limit=1&sortBy=title&sort=asc`);
    expect(paged.json.data.data).toHaveLength(1);
    expect(paged.json.data.total).toBe(2);

    const adminList = await call(`/api/admin/posts?q=${word}`, { token: admin.token });
    expect(adminList.json.data.total).toBe(3);
    const inactive = await call(`/api/admin/posts?q=${word}&status=inactive`, { token: admin.token });
    expect(inactive.json.data.data.map((p: any) => p.slug)).toEqual([`${word}-c`]);

    expect((await call("/api/posts/search?type=news")).status).toBe(400);
    expect((await call("/api/posts/nosuchpage")).status).toBe(404);
  });

  it("keeps writing to admins and validates input", async () => {
    const admin = await createUser("admin");
    const fan = await createUser("fan");
    const creator = await createUser("performer");
    const body = { title: "Nope" };
    expect((await call("/api/admin/posts", { method: "POST", body })).status).toBe(401);
    expect((await call("/api/admin/posts", { method: "POST", token: fan.token, body })).status).toBe(403);
    expect((await call("/api/admin/posts", { method: "POST", token: creator.token, body })).status).toBe(403);
    expect((await call("/api/admin/posts/x", { method: "PUT", token: fan.token, body })).status).toBe(403);
    expect((await call("/api/admin/posts/x", { method: "DELETE", token: fan.token })).status).toBe(403);
    expect((await call("/api/admin/posts", { token: fan.token })).status).toBe(403);

    const bad = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: "", slug: "Not A Slug" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details).sort()).toEqual(["slug", "title"]);
    const badType = await call("/api/admin/posts", {
      method: "POST",
      token: admin.token,
      body: { title: "T", slug: "t", type: "news" },
    });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.json.details)).toEqual(["type"]);
    expect(
      (await call("/api/admin/posts/nosuchpost", { method: "PUT", token: admin.token, body: { title: "x" } }))
        .status,
    ).toBe(404);
  });
});

describe("site promos (banners)", () => {
  it("admins manage banners; everyone sees active ones in order", async () => {
    const admin = await createUser("admin");
    const position = unique("pos").toLowerCase();
    const make = async (body: Record<string, unknown>) => {
      const res = await call("/api/admin/site-promo", {
        method: "POST",
        token: admin.token,
        body: { title: "Banner", imageUrl: "https://cdn.example.com/b.png", position, ...body },
      });
      expect(res.status).toBe(201);
      return res.json.data;
    };
    const second = await make({ title: "Second", order: 2, link: "/home" });
    const first = await make({ title: "First", order: 1, imageUrl: "/images/banner.png" });
    const off = await make({ title: "Off", order: 0, status: "inactive" });
    expect(first).toMatchObject({
      title: "First",
      order: 1,
      imageUrl: "/images/banner.png",
      link: null,
      position,
    });

    const list = await call(`/api/site-promo/search?position=${position}`);
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(2);
    expect(list.json.data.data.map((p: any) => p.title)).toEqual(["First", "Second"]);

    const adminList = await call(`/api/admin/site-promo?position=${position}`, { token: admin.token });
    expect(adminList.json.data.data.map((p: any) => p.title)).toEqual(["Off", "First", "Second"]);

    const updated = await call(`/api/admin/site-promo/${off._id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "active", order: 5 },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ status: "active", order: 5 });
    const after = await call(`/api/site-promo/search?position=${position}`);
    expect(after.json.data.data.map((p: any) => p.title)).toEqual(["First", "Second", "Off"]);

    expect(
      (await call(`/api/admin/site-promo/${second._id}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect(
      (await call(`/api/admin/site-promo/${second._id}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(404);
    expect(
      (
        await call("/api/admin/site-promo/nosuch", {
          method: "PUT",
          token: admin.token,
          body: { title: "x" },
        })
      ).status,
    ).toBe(404);
  });

  it("validates banners and keeps managing them to admins", async () => {
    const admin = await createUser("admin");
    const fan = await createUser("fan");
    const bad = await call("/api/admin/site-promo", {
      method: "POST",
      token: admin.token,
      body: { title: "", imageUrl: "javascript:alert(1)", link: "data:text/html,x", order: -1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details).sort()).toEqual(["imageUrl", "link", "order", "title"]);
    const body = { title: "B", imageUrl: "https://cdn.example.com/b.png" };
    expect((await call("/api/admin/site-promo", { method: "POST", body })).status).toBe(401);
    expect((await call("/api/admin/site-promo", { method: "POST", token: fan.token, body })).status).toBe(
      403,
    );
    expect((await call("/api/admin/site-promo", { token: fan.token })).status).toBe(403);
    expect((await call("/api/site-promo/search?limit=0")).status).toBe(422);
  });
});
