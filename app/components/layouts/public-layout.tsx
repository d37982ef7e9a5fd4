import { MiniIcon } from "~/components/ui/icons";
import { useRootData } from "~/lib/root-data";
import { Logo, LogoMark } from "../logo";
import { ThemeToggle } from "../theme-toggle";

/** Sign-in and sign-up pages: a brand panel beside the form on wide screens, the form alone on phones. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { settings } = useRootData();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-violet-800 p-10 text-white lg:flex lg:flex-col">
        <div className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-violet-400/20 blur-3xl" />
        <div className="relative flex items-center gap-2.5 text-lg font-bold">
          <LogoMark className="size-9 rounded-xl ring-2 ring-white/30" />
          <span>{settings.siteName}</span>
        </div>
        <div className="relative mt-auto max-w-md space-y-4">
          <p className="text-4xl leading-tight font-bold tracking-tight">
            Where creators and their biggest fans meet.
          </p>
          <p className="text-lg text-white/80">
            Subscribe to the creators you love, unlock exclusive posts and chat with them directly.
          </p>
          <ul className="space-y-2 pt-2 text-white/90">
            {[
              "Exclusive photos, videos and live streams",
              "Direct messages with creators",
              "Creators keep the lion's share",
            ].map((line) => (
              <li key={line} className="flex items-center gap-2">
                <MiniIcon shape="check" className="size-5 shrink-0" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <div className="flex items-center justify-between px-4 py-4 sm:px-8">
          <Logo className="lg:invisible" />
          <ThemeToggle />
        </div>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md animate-slide-up">{children}</div>
        </main>
      </div>
    </div>
  );
}
