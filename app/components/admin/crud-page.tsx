/**
 * An admin list-and-form page (banners, site pages, coupons, token packages): the list on one side
 * (each row links to `?edit=<id>` and has a confirmed Delete), the form on the other, empty for a
 * new one or filled with the row being edited. Its action is `crudIntents` (create, update, delete).
 */
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminHeader, Pill } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { ButtonLink, SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmForm } from "~/components/ui/dialog";
import { fieldsFor, SelectField } from "~/components/ui/field";
import { Pager } from "~/components/ui/pager";
import { cn } from "~/lib/cn";
import { formErrors } from "~/lib/form";

interface CrudPageProps<T extends { _id: string }> {
  title: string;
  description: string;
  /** The list's heading and accessible name ("Banners"). */
  listTitle: string;
  listLabel?: string;
  /** The thing in the form's headings and buttons ("banner": "New banner", "Save banner"). */
  noun: string;
  items: T[];
  total: number;
  /** When the list is paged: its page size and offset. */
  page?: { limit: number; offset: number };
  empty: string;
  /** A row: its linked name, the line under it, and what it leads with or ends with. */
  name: (item: T) => string;
  nameClassName?: string;
  details: (item: T) => ReactNode;
  leading?: (item: T) => ReactNode;
  status: (item: T) => ReactNode;
  /** The name in "Edit …" and in the delete question. */
  quoted: (item: T) => string;
  deleteQuestion?: (item: T) => string;
  /** A wider form column (a page's rich text). */
  wideForm?: boolean;
  /** The form's fields, for a new item (null) or the one being edited (`field` binds a text field to both). */
  fields: (
    editing: T | null,
    fieldErrors: Record<string, string>,
    field: ReturnType<typeof fieldsFor<T>>,
  ) => ReactNode;
}

export function CrudPage<T extends { _id: string }>(p: CrudPageProps<T>) {
  const [params] = useSearchParams();
  const { fieldErrors } = formErrors(useActionData());
  const navigation = useNavigation();
  const editing = p.items.find((item) => item._id === params.get("edit")) ?? null;
  const saving = navigation.formData?.get("intent") === (editing ? "update" : "create");
  return (
    <>
      <ActionToast />
      <AdminHeader title={p.title} description={p.description} />
      <div
        className={cn(
          "grid gap-6",
          p.wideForm ? "xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]" : "xl:grid-cols-2",
        )}
      >
        <Card>
          <CardHeader title={p.listTitle} description={`${p.total} in all`} />
          <CardBody>
            {p.items.length === 0 ? (
              <p className="text-sm text-ink-muted">{p.empty}</p>
            ) : (
              <ul className="divide-y divide-line" aria-label={p.listLabel ?? p.listTitle}>
                {p.items.map((item) => (
                  <li key={item._id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                    {p.leading?.(item)}
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`?edit=${item._id}`}
                        className={cn("font-medium text-ink hover:underline", p.nameClassName)}
                      >
                        {p.name(item)}
                      </Link>
                      <p className="truncate text-xs text-ink-subtle">{p.details(item)}</p>
                    </div>
                    {p.status(item)}
                    <ConfirmForm
                      intent="delete"
                      fields={{ id: item._id }}
                      message={p.deleteQuestion?.(item) ?? `Delete "${p.quoted(item)}"?`}
                      variant="ghost"
                      size="sm"
                    >
                      Delete
                    </ConfirmForm>
                  </li>
                ))}
              </ul>
            )}
            {p.page ? <Pager total={p.total} limit={p.page.limit} offset={p.page.offset} /> : null}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={editing ? `Edit "${p.quoted(editing)}"` : `New ${p.noun}`}
            action={
              editing ? (
                <ButtonLink to="?" variant="ghost" size="sm">
                  New {p.noun}
                </ButtonLink>
              ) : null
            }
          />
          <CardBody>
            {/* A new key after each create empties the form for the next one. */}
            <Form noValidate method="post" className="space-y-4" key={editing?._id ?? `new-${p.total}`}>
              {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
              {p.fields(editing, fieldErrors, fieldsFor(editing, fieldErrors))}
              <SubmitRow name="intent" value={editing ? "update" : "create"} pending={saving}>
                {editing ? `Save ${p.noun}` : `Create ${p.noun}`}
              </SubmitRow>
            </Form>
          </CardBody>
        </Card>
      </div>
    </>
  );
}

/** The pill for an item shown on the site ("active") or hidden from it. */
export function LivePill({ status }: { status: string }) {
  return status === "active" ? <Pill tone="good">Live</Pill> : <Pill>Hidden</Pill>;
}

/** The Status select of an item shown on the site (Live) or hidden from it; new items start Live. */
export function LiveStatusField({ value }: { value?: string }) {
  return (
    <SelectField
      label="Status"
      name="status"
      defaultValue={value ?? "active"}
      options={[
        { value: "active", label: "Live" },
        { value: "inactive", label: "Hidden" },
      ]}
    />
  );
}
