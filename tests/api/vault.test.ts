/**
 * Issue 21, section 1: the vault. Every media file a creator uploaded is listed for them alone,
 * newest first, with where it is used; folders group them; posts and messages attach vault files
 * by id (`vaultFileIds`) without uploading again, and each item's own access rule decides who sees
 * the file there. Another creator's files and folders do not exist for anyone else (404).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { form, subscribe } from "../helpers/assets";
import { createFeed, fetchMedia, uploadFeedFile } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";
import { charge, fund } from "../helpers/money";

interface VaultFile {
  _id: string;
  type: string;
  url: string;
  thumbnailUrl: string | null;
  usedIn: number;
  uses: { type: string; count: number }[];
  folderIds: string[];
  createdAt: string;
}

const vault = async (user: TestUser, query = "") => {
  const res = await call(`/api/vault${query}`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as { data: VaultFile[]; total: number };
};

/** A creator and a subscribed fan in a conversation. */
async function creatorWithFan() {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await subscribe(fan, creator.id);
  const opened = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  expect(opened.status, opened.text).toBeLessThan(300);
  return { creator, fan, conversationId: opened.json.data._id as string };
}

const messagesOf = async (user: TestUser, conversationId: string) =>
  (await call(`/api/messages/conversations/${conversationId}`, { token: user.token })).json.data.data as {
    _id: string;
    locked: boolean;
    file: { _id: string | null; url: string | null } | null;
  }[];

describe("the vault", () => {
  it("lists every content upload of its owner, newest first, by media, with where each is used", async () => {
    const { creator, conversationId } = await creatorWithFan();
    const photo = await uploadFeedFile(creator.token, "photo");
    const audio = await uploadFeedFile(creator.token, "audio");
    await createFeed(creator.token, { type: "photo", text: "<p>Hi</p>", fileIds: [photo._id] });
    const sent = await call("/api/messages/private/file", {
      method: "POST",
      token: creator.token,
      form: form({ file: sampleFile("jpg"), conversationId }),
    });
    expect(sent.status, sent.text).toBe(201);
    const messageFileId = sent.json.data.file._id as string;
    const avatar = await call("/api/users/avatar/upload", {
      method: "POST",
      token: creator.token,
      form: form({ file: sampleFile("png") }),
    });
    expect(avatar.status, avatar.text).toBeLessThan(300);

    const all = await vault(creator);
    expect(all.total).toBe(3);
    expect(all.data.map((f) => f._id)).toEqual([messageFileId, audio._id, photo._id]);
    // The profile picture is not content: it stays out of the vault.
    const byId = new Map(all.data.map((f) => [f._id, f]));
    expect(byId.get(photo._id)).toMatchObject({
      type: "photo",
      usedIn: 1,
      uses: [{ type: "post", count: 1 }],
    });
    expect(byId.get(audio._id)).toMatchObject({ type: "audio", usedIn: 0, thumbnailUrl: null });
    expect(byId.get(messageFileId)).toMatchObject({ type: "photo", usedIn: 1 });
    expect((await fetchMedia(byId.get(photo._id)!.url)).status).toBe(200);
    expect(byId.get(photo._id)!.thumbnailUrl).toBe(byId.get(photo._id)!.url);

    const photos = await vault(creator, "?type=photo&limit=1");
    expect(photos.total).toBe(2);
    expect(photos.data.map((f) => f._id)).toEqual([messageFileId]);
    expect((await vault(creator, "?type=audio")).data.map((f) => f._id)).toEqual([audio._id]);
    expect((await vault(creator, "?type=photo&offset=1")).data.map((f) => f._id)).toEqual([photo._id]);
  });

  it("is the creator's alone: fans are refused, another creator's files and folders answer 404", async () => {
    const { creator, fan, conversationId } = await creatorWithFan();
    const rival = await createUser("performer");
    const photo = await uploadFeedFile(creator.token, "photo");
    const folder = await call("/api/vault/folders", { token: creator.token, body: { name: "Beach" } });
    expect(folder.status, folder.text).toBe(201);
    const folderId = folder.json.data._id as string;
    const rivalFolder = (await call("/api/vault/folders", { token: rival.token, body: { name: "Mine" } }))
      .json.data._id as string;

    expect((await call("/api/vault", { token: fan.token })).status).toBe(403);
    expect((await call("/api/vault")).status).toBe(401);
    expect((await vault(rival)).total).toBe(0);
    expect((await call(`/api/vault?folderId=${folderId}`, { token: rival.token })).status).toBe(404);
    const steal = await call(`/api/vault/folders/${rivalFolder}/files`, {
      token: rival.token,
      body: { fileIds: [photo._id] },
    });
    expect(steal.status).toBe(404);
    expect(steal.json.code).toBe("file_not_found");
    expect(
      (
        await call(`/api/vault/folders/${folderId}/files`, {
          token: rival.token,
          body: { fileIds: [photo._id] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(`/api/vault/folders/${folderId}`, { method: "DELETE", token: rival.token })).status,
    ).toBe(404);
    const post = await call("/api/performer/feeds", {
      token: rival.token,
      body: { type: "photo", text: "<p>Not mine</p>", vaultFileIds: [photo._id] },
    });
    expect(post.status).toBe(404);
    expect(post.json.code).toBe("file_not_found");
    const rivalChat = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: rival.id },
    });
    await subscribe(fan, rival.id);
    const rivalConversation =
      rivalChat.status < 300
        ? (rivalChat.json.data._id as string)
        : (
            await call("/api/conversations", {
              token: fan.token,
              body: { source: "performer", sourceId: rival.id },
            })
          ).json.data._id;
    const message = await call(`/api/messages/conversations/${rivalConversation}`, {
      token: rival.token,
      body: { text: "Look", vaultFileIds: [photo._id] },
    });
    expect(message.status).toBe(404);
    expect((await messagesOf(fan, conversationId)).length).toBe(0);
    expect((await vault(creator)).data[0].folderIds).toEqual([]);
  });

  it("files go into folders and out again; the folder filters the vault; deleting it keeps the files", async () => {
    const creator = await createUser("performer");
    const a = await uploadFeedFile(creator.token, "photo");
    const b = await uploadFeedFile(creator.token, "video");
    const folderId = (await call("/api/vault/folders", { token: creator.token, body: { name: "Summer" } }))
      .json.data._id as string;
    const again = await call("/api/vault/folders", { token: creator.token, body: { name: "Summer" } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("vault_folder_name_taken");
    expect((await call("/api/vault/folders", { token: creator.token, body: { name: " " } })).status).toBe(
      422,
    );

    const filed = await call(`/api/vault/folders/${folderId}/files`, {
      token: creator.token,
      body: { fileIds: [a._id, b._id, a._id] },
    });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.data).toEqual({ folderId, fileCount: 2 });
    expect((await vault(creator, `?folderId=${folderId}&type=video`)).data.map((f) => f._id)).toEqual([
      b._id,
    ]);
    const folders = await call("/api/vault/folders", { token: creator.token });
    expect(folders.json.data.data).toMatchObject([{ _id: folderId, name: "Summer", fileCount: 2 }]);

    const out = await call(`/api/vault/folders/${folderId}/files`, {
      method: "DELETE",
      token: creator.token,
      body: { fileIds: [b._id] },
    });
    expect(out.json.data).toEqual({ folderId, fileCount: 1 });
    expect((await vault(creator, `?folderId=${folderId}`)).data.map((f) => f._id)).toEqual([a._id]);
    expect((await vault(creator)).data.find((f) => f._id === a._id)?.folderIds).toEqual([folderId]);

    expect(
      (await call(`/api/vault/folders/${folderId}`, { method: "DELETE", token: creator.token })).status,
    ).toBe(200);
    expect((await vault(creator)).total).toBe(2);
    expect((await call(`/api/vault?folderId=${folderId}`, { token: creator.token })).status).toBe(404);
  });

  it("deletes the ticked files nothing uses, with their folder places and stored objects; files in use stay", async () => {
    const creator = await createUser("performer");
    const rival = await createUser("performer");
    const fan = await createUser("fan");
    const used = await uploadFeedFile(creator.token, "photo");
    const loose = await uploadFeedFile(creator.token, "photo");
    const filed = await uploadFeedFile(creator.token, "video");
    await createFeed(creator.token, { type: "photo", text: "<p>Kept</p>", fileIds: [used._id] });
    const folderId = (await call("/api/vault/folders", { token: creator.token, body: { name: "Old" } })).json
      .data._id as string;
    await call(`/api/vault/folders/${folderId}/files`, {
      token: creator.token,
      body: { fileIds: [filed._id, used._id] },
    });
    const looseUrl = loose.url;
    // Its variant is made and stored on first request: it goes with the file.
    const variantUrl = (loose as unknown as { srcset: string }).srcset.split(" ")[0];
    expect((await fetchMedia(variantUrl)).status).toBe(200);
    const { r2_key: looseKey } = (await env.DB.prepare("select r2_key from files where id = ?")
      .bind(loose._id)
      .first<{ r2_key: string }>())!;
    expect((await env.MEDIA.list({ prefix: `variants/${looseKey}` })).objects).toHaveLength(1);

    const del = (user: TestUser | null, fileIds: string[]) =>
      call("/api/vault/files", { method: "DELETE", token: user?.token, body: { fileIds } });
    // Another creator's file, a fan, nobody: refused, nothing deleted.
    const stolen = await del(rival, [loose._id]);
    expect(stolen.status).toBe(404);
    expect(stolen.json.code).toBe("file_not_found");
    const mixed = await del(creator, [loose._id, (await uploadFeedFile(rival.token, "photo"))._id]);
    expect(mixed.status).toBe(404);
    expect((await del(fan, [loose._id])).status).toBe(403);
    expect((await del(null, [loose._id])).status).toBe(401);
    const empty = await del(creator, []);
    expect(empty.status).toBe(422);
    expect(empty.json.details).toMatchObject({ fileIds: "Choose at least one file." });
    expect((await vault(creator)).total).toBe(3);

    const res = await del(creator, [used._id, loose._id, filed._id]);
    expect(res.status, res.text).toBe(200);
    expect([...res.json.data.deleted].sort()).toEqual([loose._id, filed._id].sort());
    expect(res.json.data.inUse).toEqual([used._id]);

    const after = await vault(creator);
    expect(after.total).toBe(1);
    expect(after.data.map((f) => f._id)).toEqual([used._id]);
    const folders = await call("/api/vault/folders", { token: creator.token });
    expect(folders.json.data.data).toMatchObject([{ _id: folderId, fileCount: 1 }]);
    expect((await fetchMedia(looseUrl)).status).toBe(404);
    expect((await env.MEDIA.list({ prefix: looseKey })).objects).toEqual([]);
    expect((await env.MEDIA.list({ prefix: `variants/${looseKey}` })).objects).toEqual([]);
    expect((await fetchMedia(variantUrl)).status).toBe(404);
    // The post keeps its photo.
    expect((await fetchMedia(after.data[0].url)).status).toBe(200);
  });
});

describe("attaching vault files (vaultFileIds)", () => {
  it("a file in a free post and in a paid message is free in the post and locked in the message", async () => {
    const { creator, fan, conversationId } = await creatorWithFan();
    const photo = await uploadFeedFile(creator.token, "photo");
    await createFeed(creator.token, { type: "photo", text: "<p>First</p>", fileIds: [photo._id] });

    // Used again, without uploading: a second (free, subscribers') post and a paid message.
    const post = await createFeed(creator.token, {
      type: "photo",
      text: "<p>Again</p>",
      vaultFileIds: [photo._id],
    });
    expect(post.files.map((f: { _id: string }) => f._id)).toEqual([photo._id]);
    const sent = await call(`/api/messages/conversations/${conversationId}`, {
      token: creator.token,
      body: { text: "Just for you", price: 3, vaultFileIds: [photo._id] },
    });
    expect(sent.status, sent.text).toBe(201);
    const messageId = sent.json.data._id as string;
    expect(sent.json.data.file).toMatchObject({ _id: photo._id, kind: "photo" });

    // The fan (a subscriber) sees it in the post...
    const seen = await call(`/api/user/feeds/${post._id}`, { token: fan.token });
    expect(seen.status, seen.text).toBe(200);
    const inPost = seen.json.data.files[0];
    expect(inPost._id).toBe(photo._id);
    expect((await fetchMedia(inPost.url)).status).toBe(200);
    // ...but the message is locked: no URL, and not even the file's id.
    const thread = await call(`/api/messages/conversations/${conversationId}`, { token: fan.token });
    const locked = thread.json.data.data.find((m: { _id: string }) => m._id === messageId);
    expect(locked).toMatchObject({ locked: true, text: null, file: { _id: null, url: null, kind: "photo" } });
    expect(JSON.stringify(locked)).not.toContain(photo._id);

    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", messageId, {}, `unlock-${messageId}`)).status).toBe(201);
    const bought = (await messagesOf(fan, conversationId)).find((m) => m._id === messageId);
    expect(bought?.file?._id).toBe(photo._id);
    expect((await fetchMedia(bought!.file!.url!)).status).toBe(200);

    const listed = (await vault(creator)).data.find((f) => f._id === photo._id);
    expect(listed).toMatchObject({ usedIn: 3 });
    expect(new Map(listed!.uses.map((u) => [u.type, u.count]))).toEqual(
      new Map([
        ["post", 2],
        ["message", 1],
      ]),
    );
  });

  it("a locked post shows no vault file of its content; deleting one item keeps the file for the others", async () => {
    const creator = await createUser("performer");
    const visitor = await createUser("fan");
    const photo = await uploadFeedFile(creator.token, "photo");
    const first = await createFeed(creator.token, {
      type: "photo",
      text: "<p>One</p>",
      fileIds: [photo._id],
    });
    const paid = await createFeed(creator.token, {
      type: "photo",
      text: "<p>Paid</p>",
      vaultFileIds: [photo._id],
      isSale: true,
      price: 4,
    });
    const asVisitor = await call(`/api/user/feeds/${paid._id}`, { token: visitor.token });
    expect(asVisitor.json.data.isLocked).toBe(true);
    expect(asVisitor.text).not.toContain(photo._id);

    expect(
      (await call(`/api/performer/feeds/${first._id}`, { method: "DELETE", token: creator.token })).status,
    ).toBe(200);
    const mine = await call(`/api/performer/feeds/${paid._id}`, { token: creator.token });
    expect(mine.json.data.files.map((f: { _id: string }) => f._id)).toEqual([photo._id]);
    expect((await fetchMedia(mine.json.data.files[0].url)).status).toBe(200);
    expect((await vault(creator)).data.find((f) => f._id === photo._id)?.usedIn).toBe(1);

    // Unused and not in a folder: deleting the last post takes the file with it, as before.
    expect(
      (await call(`/api/performer/feeds/${paid._id}`, { method: "DELETE", token: creator.token })).status,
    ).toBe(200);
    expect((await vault(creator)).total).toBe(0);
  });

  it("a file filed in a folder stays when the last item using it is deleted", async () => {
    const creator = await createUser("performer");
    const photo = await uploadFeedFile(creator.token, "photo");
    const post = await createFeed(creator.token, { type: "photo", text: "<p>One</p>", fileIds: [photo._id] });
    const folderId = (await call("/api/vault/folders", { token: creator.token, body: { name: "Keep" } })).json
      .data._id as string;
    await call(`/api/vault/folders/${folderId}/files`, {
      token: creator.token,
      body: { fileIds: [photo._id] },
    });
    await call(`/api/performer/feeds/${post._id}`, { method: "DELETE", token: creator.token });
    expect((await vault(creator)).data.map((f) => [f._id, f.usedIn])).toEqual([[photo._id, 0]]);
  });

  it("a vault file must hold the item's media", async () => {
    const { creator, conversationId } = await creatorWithFan();
    const audio = await uploadFeedFile(creator.token, "audio");
    const photo = await uploadFeedFile(creator.token, "photo");
    const wrong = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "video", text: "<p>x</p>", vaultFileIds: [photo._id] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.details.vaultFileIds).toBeTruthy();
    const text = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>x</p>", vaultFileIds: [photo._id] },
    });
    expect(text.status).toBe(422);
    const audioMessage = await call(`/api/messages/conversations/${conversationId}`, {
      token: creator.token,
      body: { text: "x", vaultFileIds: [audio._id] },
    });
    expect(audioMessage.status).toBe(422);
    const two = await call(`/api/messages/conversations/${conversationId}`, {
      token: creator.token,
      body: { text: "x", vaultFileIds: [photo._id, audio._id] },
    });
    expect(two.status).toBe(422);
    // Nothing was written by the refused calls.
    expect((await vault(creator)).data.every((f) => f.usedIn === 0)).toBe(true);
  });
});
