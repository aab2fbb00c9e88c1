/**
 * One address for each kind of public page (docs/product.md, "Public routes" and "Page kinds"), in the seeded
 * content: what the HTML check (scripts/html-validate.mjs) and the screenshots (scripts/screenshots.mjs) go
 * through, in both languages. `status` is what the page answers; the error pages are pages too.
 */
export const PUBLIC_PAGES = [
  { name: "home", path: "/" },
  { name: "intro", path: "/gywm/qyjs", kind: "company introduction (special single page)" },
  { name: "team", path: "/gywm/gltd", kind: "single page, second-detail layout (menu type 30003)" },
  { name: "page", path: "/ywbk/wlaq", kind: "single page, detail layout (menu type 30002)" },
  { name: "page2", path: "/ywbk/zhpt", kind: "single page, second-detail layout (menu type 30003)" },
  { name: "honours", path: "/gywm/gsry/lsit", kind: "honours card grid (special list)" },
  { name: "list", path: "/xwdt/gzyx/lsit", kind: "first list, lsit (menu type 30001)" },
  { name: "notices", path: "/xxgk/qygg/lsit", kind: "first list of notices" },
  { name: "list2", path: "/xwdt/mtjj/lsit2", kind: "second list, lsit2 (menu type 30004)" },
  { name: "article", path: "/xwdt/gzyx/detail/25", kind: "article, detail/:id" },
  { name: "notice", path: "/xxgk/qygg/detail/39", kind: "notice with an attachment, detail/:id" },
  { name: "article2", path: "/ddjs/djxx/details/20", kind: "article, details/:id" },
  { name: "enterprise", path: "/xxgk/qyxx", kind: "enterprise information (map)" },
  { name: "videos", path: "/xxgk/spzq", kind: "video zone" },
  { name: "notfound", path: "/no/such/page", status: 404 },
  { name: "badrequest", path: "/gywm/%ZZ", status: 400, kind: "a path that is not valid percent-encoding" },
  { name: "postrefused", path: "/gywm/qyjs", method: "POST", status: 405, kind: "a post to a page" },
];

export const LOCALES = ["zh-CN", "en-US"];

/** The page's address in `locale` (the language parameter the language links write). */
export function localized(path, locale) {
  return `${path}${path.includes("?") ? "&" : "?"}lng=${locale}`;
}
