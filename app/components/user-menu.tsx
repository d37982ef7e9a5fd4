import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { RootUser } from "~/lib/root-data";
import { Avatar } from "./ui/avatar";

export function UserMenu({ user }: { user: RootUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const accountPath = user.isPerformer ? "/creator/account" : "/user/account";
  const itemClass =
    "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted";

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="menu"
        aria-label="Account menu"
        className="flex items-center rounded-full p-0.5 transition-colors hover:bg-surface-muted"
      >
        {/* The avatar alone: the name (shown in the menu) would crowd the header's links. */}
        <Avatar src={user.avatar} name={user.name} size="sm" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-50 mt-2 w-64 animate-fade-in rounded-2xl border border-line bg-surface p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar src={user.avatar} name={user.name} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
              {user.username ? <p className="truncate text-sm text-ink-muted">@{user.username}</p> : null}
            </div>
          </div>
          <div className="my-2 border-t border-line" />
          {user.isPerformer && user.username ? (
            <Link role="menuitem" to={`/${user.username}`} className={itemClass}>
              My profile
            </Link>
          ) : null}
          {!user.isPerformer ? (
            <Link role="menuitem" to="/home" className={itemClass}>
              Home
            </Link>
          ) : null}
          <Link role="menuitem" to={accountPath} className={itemClass}>
            Account settings
          </Link>
          <div className="my-2 border-t border-line" />
          <Form noValidate method="post" action="/auth/logout">
            <button role="menuitem" type="submit" className={`${itemClass} text-red-600 dark:text-red-400`}>
              Log out
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
