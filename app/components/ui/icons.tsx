/**
 * Small icons for content screens (24px grid, sized by className), drawn once per document: the
 * shapes are `<symbol>`s of one hidden sprite (`IconSprite`, in the root layout) and each icon is
 * an `<svg>` with a `<use>` of its symbol. A timeline repeats the same few icons on every card;
 * inline paths made them a seventh of the home page's HTML.
 */
import { Fragment, isValidElement, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * How a shape is painted: "line" in strokes of the text colour, "solid" filled with it, "toggle"
 * in strokes and filled or not by the icon (`fill` on its `<svg>`, which the symbol inherits).
 */
type Paint = "line" | "solid" | "toggle";

const SHAPES = {
  lock: {
    paint: "line",
    shape: (
      <>
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      </>
    ),
  },
  heart: {
    paint: "toggle",
    shape: <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />,
  },
  bookmark: { paint: "toggle", shape: <path d="M6.5 4h11a1 1 0 0 1 1 1v15l-6.5-4-6.5 4V5a1 1 0 0 1 1-1Z" /> },
  comment: {
    paint: "line",
    shape: (
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
    ),
  },
  flag: { paint: "line", shape: <path d="M5 21V4m0 0h11l-2 4 2 4H5" /> },
  play: {
    paint: "solid",
    shape: <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />,
  },
  image: {
    paint: "line",
    shape: (
      <>
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="10" r="1.6" />
        <path d="m20.5 16-5-5-9 8.5" />
      </>
    ),
  },
  close: { paint: "line", shape: <path d="M6 6l12 12M18 6 6 18" /> },
  "chevron-left": { paint: "line", shape: <path d="m15 5-7 7 7 7" /> },
  "chevron-right": { paint: "line", shape: <path d="m9 5 7 7-7 7" /> },
  pin: { paint: "line", shape: <path d="M9 4h6l-1 6 3 3H7l3-3-1-6Zm3 9v7" /> },
  clock: {
    paint: "line",
    shape: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  music: {
    paint: "line",
    shape: (
      <>
        <path d="M9 18V5.5l10-2V16" />
        <circle cx="6.5" cy="18" r="2.5" />
        <circle cx="16.5" cy="16" r="2.5" />
      </>
    ),
  },
  trash: { paint: "line", shape: <path d="M4.5 7h15M9.5 7V4.5h5V7m-8 0 1 13h9l1-13" /> },
  search: {
    paint: "line",
    shape: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m20 20-4.2-4.2" />
      </>
    ),
  },
  video: {
    paint: "line",
    shape: (
      <>
        <rect x="3" y="6" width="13" height="12" rx="2" />
        <path d="m16 10 5-3v10l-5-3" />
      </>
    ),
  },
  shop: { paint: "line", shape: <path d="M5 8h14l-1 12H6L5 8Zm4 0a3 3 0 0 1 6 0" /> },
  broadcast: {
    paint: "line",
    shape: (
      <>
        <circle cx="12" cy="12" r="2" />
        <path d="M7.8 7.8a6 6 0 0 0 0 8.4m8.4 0a6 6 0 0 0 0-8.4M5 5a10 10 0 0 0 0 14m14 0a10 10 0 0 0 0-14" />
      </>
    ),
  },
  check: { paint: "line", shape: <path d="m5 12.5 4.5 4.5L19 7.5" /> },
  verified: {
    paint: "solid",
    shape: (
      <path d="M12 1.5 14.6 4l3.5-.5.9 3.4 3.1 1.8-1.4 3.3 1.4 3.3-3.1 1.8-.9 3.4-3.5-.5L12 22.5 9.4 20l-3.5.5-.9-3.4-3.1-1.8 1.4-3.3L1.9 8.7 5 6.9l.9-3.4 3.5.5L12 1.5Zm-1.2 13.9 6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4 3.6 3.6Z" />
    ),
  },
  home: {
    paint: "line",
    shape: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1v-9.5Z" />,
  },
  discover: {
    paint: "line",
    shape: <path d="m20 20-4.35-4.35M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z" />,
  },
  messages: {
    paint: "line",
    shape: (
      <path d="M7.5 8.5h9m-9 4h6M21 12c0 4.42-4.03 8-9 8a9.9 9.9 0 0 1-4.26-.95L3 20l1.3-3.9A7.5 7.5 0 0 1 3 12c0-4.42 4.03-8 9-8s9 3.58 9 8Z" />
    ),
  },
  notifications: {
    paint: "line",
    shape: (
      <path d="M14.86 17.08a24 24 0 0 0 5.45-1.31 8.97 8.97 0 0 1-2.31-6.02V9a6 6 0 1 0-12 0v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.55 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0" />
    ),
  },
  menu: { paint: "line", shape: <path d="M4 7h16M4 12h16M4 17h16" /> },
} satisfies Record<string, { paint: Paint; shape: React.ReactNode }>;

export type IconShape = keyof typeof SHAPES;

const PAINT: Record<Paint, SVGProps<SVGSymbolElement>> = {
  line: {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
  toggle: { stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round" },
  solid: { fill: "currentColor", stroke: "none" },
};

/** An attribute as SVG spells it (`strokeWidth` → `stroke-width`; `viewBox` keeps its case). */
const attrName = (key: string) =>
  key === "viewBox" ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escapeAttr = (value: unknown) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const attrs = (props: object) =>
  Object.entries(props)
    .filter(([key, value]) => key !== "children" && value !== undefined && value !== null)
    .map(([key, value]) => ` ${attrName(key)}="${escapeAttr(value)}"`)
    .join("");

/** The markup of a shape (plain SVG elements and fragments, as SHAPES writes them). */
function markup(node: React.ReactNode): string {
  if (Array.isArray(node)) return node.map(markup).join("");
  if (!isValidElement<Record<string, unknown>>(node)) return "";
  const children = markup(node.props.children as React.ReactNode);
  if (node.type === Fragment) return children;
  return `<${String(node.type)}${attrs(node.props)}>${children}</${String(node.type)}>`;
}

let sprite: string | undefined;
/** Every symbol's markup, made once (server and browser make the same string). */
const spriteMarkup = () => {
  sprite ??= Object.entries(SHAPES)
    .map(
      ([name, { paint, shape }]) =>
        `<symbol id="icon-${name}" viewBox="0 0 24 24"${attrs(PAINT[paint as Paint])}>${markup(shape)}</symbol>`,
    )
    .join("");
  return sprite;
};

/**
 * Every icon's shape, once; rendered by the root layout so any page's icons can use them. One
 * element with its markup as a string: as React elements the sprite was a hundred nodes for every
 * page to render.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      className="absolute"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant shapes (SHAPES), escaped.
      dangerouslySetInnerHTML={{ __html: spriteMarkup() }}
    />
  );
}

/** One icon: decorative unless a title is given (then it is an image with that name). */
export function Icon({ shape, title, className = "size-5", ...rest }: IconProps & { shape: IconShape }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless a title is given (then it renders one)
    <svg
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#icon-${shape}`} />
    </svg>
  );
}

export const LockIcon = (p: IconProps) => <Icon {...p} shape="lock" />;
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} shape="heart" fill={filled ? "currentColor" : "none"} />
);
export const BookmarkIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} shape="bookmark" fill={filled ? "currentColor" : "none"} />
);
export const CommentIcon = (p: IconProps) => <Icon {...p} shape="comment" />;
export const FlagIcon = (p: IconProps) => <Icon {...p} shape="flag" />;
export const PlayIcon = (p: IconProps) => <Icon {...p} shape="play" />;
export const ImageIcon = (p: IconProps) => <Icon {...p} shape="image" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} shape="close" />;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p} shape="chevron-left" />;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p} shape="chevron-right" />;
export const PinIcon = (p: IconProps) => <Icon {...p} shape="pin" />;
export const CheckIcon = (p: IconProps) => <Icon {...p} shape="check" />;
export const ClockIcon = (p: IconProps) => <Icon {...p} shape="clock" />;
export const MusicIcon = (p: IconProps) => <Icon {...p} shape="music" />;
export const TrashIcon = (p: IconProps) => <Icon {...p} shape="trash" />;
export const SearchIcon = (p: IconProps) => <Icon {...p} shape="search" />;
export const VideoIcon = (p: IconProps) => <Icon {...p} shape="video" />;
export const ShopIcon = (p: IconProps) => <Icon {...p} shape="shop" />;
export const BroadcastIcon = (p: IconProps) => <Icon {...p} shape="broadcast" />;

/**
 * The small solid icons of controls and notes (a 20px grid, filled with the text colour), drawn
 * inline: few of them stand on a page.
 */
const MINI_SHAPES = {
  check:
    "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z",
  "check-circle":
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z",
  "exclamation-circle":
    "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  "info-circle":
    "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z",
  "x-mark":
    "M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z",
  "chevron-left":
    "M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z",
  "chevron-down":
    "M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z",
  dots: "M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0ZM15.5 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z",
  lock: "M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z",
  trash:
    "M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z",
  block:
    "m5.965 4.904 9.131 9.131a6.5 6.5 0 0 0-9.131-9.131Zm8.07 10.192L4.904 5.965a6.5 6.5 0 0 0 9.131 9.131ZM4.343 4.343a8 8 0 1 1 11.314 11.314A8 8 0 0 1 4.343 4.343Z",
  attach:
    "M15.621 4.379a3 3 0 0 0-4.242 0l-7 7a3 3 0 0 0 4.241 4.243h.001l.497-.5a.75.75 0 0 1 1.064 1.057l-.498.501-.002.002a4.5 4.5 0 0 1-6.364-6.364l7-7a4.5 4.5 0 0 1 6.368 6.36l-3.455 3.553A2.625 2.625 0 1 1 9.52 9.52l3.45-3.451a.75.75 0 1 1 1.061 1.06l-3.45 3.451a1.125 1.125 0 0 0 1.587 1.595l3.454-3.553a3 3 0 0 0 0-4.243Z",
  chat: "M10 2c-4.418 0-8 3.134-8 7 0 1.933.896 3.683 2.343 4.95-.148.866-.55 1.952-1.356 2.806a.5.5 0 0 0 .41.843c1.62-.103 2.96-.716 3.87-1.31A9.3 9.3 0 0 0 10 16c4.418 0 8-3.134 8-7s-3.582-7-8-7Z",
};

export type MiniShape = keyof typeof MINI_SHAPES;

/** One small solid icon, decorative (its control or text says what it is). */
export function MiniIcon({ shape, className = "size-5" }: { shape: MiniShape; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path fillRule="evenodd" d={MINI_SHAPES[shape]} clipRule="evenodd" />
    </svg>
  );
}
