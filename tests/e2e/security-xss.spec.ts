/**
 * XSS tripwire in a real browser (issue 6, point 1). The payload corpus goes through every admin text field that
 * reaches a public page — saved over HTTP with the admin session, batched into a few records — and the public
 * pages (and the admin screens showing the same data) are then opened with a tripwire installed before any page
 * script. CSP is bypassed here on purpose, so what is measured is escaping and sanitizing alone; the CSP itself is
 * the second layer, checked in security-headers.spec.ts. With JavaScript off the tripwire cannot fire, so that
 * project checks the rendered DOM only (no handler attributes, no script URLs, no stray scripts).
 *
 * On the public pages the test also opens everything a visitor can open: the map marker's popup (the map's
 * tiles are answered with a blank local image, since the tile server is out of reach here and the map would
 * otherwise stay behind its address card), the header's dropdowns, the phone menu, the purchase links' QR panels
 * and the video players. The company name opens with a payload that runs the moment it is parsed as HTML.
 *
 * Records are created for the test and soft-deleted afterwards; the company record is restored to its seed.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  ADMIN,
  XSS_PAYLOADS,
  adminCookie,
  adminPost,
  idsOn,
  installTripwire,
  scanDom,
  updatetimeOf,
  type DomFindings,
} from "../fixtures/security/helpers";

const SEP = " ¦ ";
/** Leads the company names: parsed as HTML anywhere (the map popup included), it runs at once. */
const NAME_PAYLOAD = "<img src=x onerror=window.__xss.push('name')>";
/** A blank 1×1 PNG, the answer to every map tile request. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Hands out payloads round-robin so that every field gets several and every payload is used. */
class PayloadDealer {
  private cursor = 0;
  readonly uses = new Map<number, number>();
  readonly placements: { field: string; payload: number }[] = [];

  /** Up to `count` payloads joined by SEP, at most `max` characters; `ok` filters payloads a field cannot hold. */
  deal(field: string, max: number, count: number, ok: (p: string) => boolean = () => true): string {
    const picked: number[] = [];
    let length = 0;
    for (let tries = 0; tries < XSS_PAYLOADS.length && picked.length < count; tries++) {
      const index = this.cursor;
      this.cursor = (this.cursor + 1) % XSS_PAYLOADS.length;
      const payload = XSS_PAYLOADS[index]!;
      const extra = payload.length + (picked.length ? SEP.length : 0);
      if (!ok(payload) || payload.trim() !== payload || length + extra > max) continue;
      picked.push(index);
      length += extra;
    }
    if (picked.length === 0) throw new Error(`no payload fits ${field}`);
    for (const index of picked) {
      this.uses.set(index, (this.uses.get(index) ?? 0) + 1);
      this.placements.push({ field, payload: index });
    }
    return picked.map((i) => XSS_PAYLOADS[i]).join(SEP);
  }
}

const oneLine = (p: string) => !p.includes("\n");

/** Text values that must show as literal text somewhere on the public pages, by field. */
type Expectation = { field: string; value: string };

interface Created {
  menus: number[];
  articles: number[];
  links: number[];
  videos: number[];
  companyChanged: boolean;
}

test.describe("stored XSS tripwire", () => {
  test.use({ bypassCSP: true });

  test("payloads in every public text field never execute and show as text", async ({ browser, request }, info) => {
    // Without script nothing can execute, and the server's HTML is the same one the js project reads (before and
    // after hydration), so the tripwire runs once.
    test.skip(info.project.name === "nojs", "script can only run with JavaScript on");
    test.setTimeout(240_000);
    const js = info.project.name === "js";
    const tag = `${info.project.name}${Date.now().toString(36)}`;
    const cookie = await adminCookie(request);
    const dealer = new PayloadDealer();
    const expected: Expectation[] = [];
    const created: Created = { menus: [], articles: [], links: [], videos: [], companyChanged: false };
    const post = async (url: string, form: Record<string, string>, what: string) => {
      const res = await adminPost(request, cookie, url, form);
      expect(res.status(), `${what}: ${(await res.text()).slice(0, 300)}`).toBe(302);
    };
    /** Posts `count` new records through an admin list's form; the ids the list shows afterwards and did not before. */
    const createOn = async (list: string, count: number, fields: (i: number) => Record<string, string>) => {
      const before = await idsOn(request, cookie, `${ADMIN}/${list}`, list);
      for (let i = 0; i < count; i++) await post(`${ADMIN}/${list}/new`, fields(i), `${list} ${i}`);
      return [...(await idsOn(request, cookie, `${ADMIN}/${list}`, list))].filter((id) => !before.has(id));
    };

    try {
      // Menus: a list menu under 新闻动态 whose articles carry the title and body payloads, plus name-only menus.
      const route = `x${tag}`
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, "")
        .slice(0, 40);
      const menuIds = await createOn("menuList", 4, (i) => {
        const name = dealer.deal("menu.menu_name", 50, 1);
        const alias = dealer.deal("menu.alias_name", 80, 1);
        expected.push({ field: "menu.menu_name", value: name }, { field: "menu.alias_name", value: alias });
        return {
          menu_name: name,
          alias_name: alias,
          route: i === 0 ? route : `${route.slice(0, 36)}-${i}`,
          order: String(90 + i),
          menu_level: "10002",
          parent_id: "16",
          menu_type: "30001",
          is_hide: "0",
        };
      });
      created.menus.push(...menuIds);
      expect(menuIds).toHaveLength(4);
      const listMenu = Math.min(...menuIds);

      // Articles: titles (several payloads each), image names and URLs, attachment URL, and the rich HTML body.
      // Each payload in its own <div>, raw-text elements closed after it: the sanitizer drops whatever is inside
      // <svg>/<math>/<style>… by design (as a browser would swallow it), and an unclosed one would otherwise eat
      // the markers after it.
      const closeRawText = "</style></script></textarea></title></noscript></template></iframe></xmp>";
      const allPayloadsHtml = XSS_PAYLOADS.map((p, i) => `<div><p>SAFE-${i}</p>${p}${closeRawText}</div>`).join("\n");
      for (let i = 0; i < 5; i++) {
        const title = (i === 0 ? "<b>x</b> " : "") + dealer.deal("article.title", 190, 4);
        const imgName = dealer.deal("article.img.name", 200, 2);
        expected.push({ field: "article.title", value: title });
        await post(
          `${ADMIN}/articleList/new`,
          {
            title,
            menu_id: String(listMenu),
            order: String(i),
            is_topic: i === 0 ? "on" : "",
            is_carousel: i === 0 ? "on" : "",
            "img[0].url": `/uploads/seed/news-1.jpg?"onerror="window.__xss=1`,
            "img[0].name": imgName,
            file_url: i === 1 ? "/uploads/seed/%E0%A4%A.pdf" : `/uploads/seed/a.pdf?"><script>window.__xss=1</script>`,
            info: i === 0 ? allPayloadsHtml : `<p>SAFE-body-${i}</p>${dealer.deal("article.info", 200_000, 8)}`,
          },
          `article ${i}`,
        );
      }
      created.articles.push(...(await idsOn(request, cookie, `${ADMIN}/articleList?menu=${listMenu}`, "articleList")));
      expect(created.articles).toHaveLength(5);

      // Friendly links: names; URLs that are valid http(s) but carry markup (must stay inert attribute text).
      created.links.push(
        ...(await createOn("linksList", 8, (i) => {
          const name = dealer.deal("link.name", 100, 2);
          expected.push({ field: "link.name", value: name });
          return {
            name,
            url: [
              `https://example.com/${tag}/${i}?q="><script>window.__xss=1</script>`,
              `https://example.com/${tag}/${i}"onmouseover="window.__xss=1`,
              `http://example.com/${tag}/${i}#'><img/src=x/onerror=window.__xss=1>`,
              `https://example.com/${tag}/${i}?javascript:window.__xss=1`,
            ][i % 4]!,
            type: ["20001", "20002", "20003"][i % 3]!,
            order: String(90 + i),
          };
        })),
      );
      expect(created.links).toHaveLength(8);

      // Videos: names and captions; source, poster and shop URLs that are valid paths carrying markup.
      created.videos.push(
        ...(await createOn("videosList", 4, (i) => {
          const name = dealer.deal("video.video_name", 200, 3);
          const caption = dealer.deal("video.buy_caption", 100, 1);
          expected.push({ field: "video.video_name", value: name }, { field: "video.buy_caption", value: caption });
          return {
            video_name: name,
            video_src: `/uploads/seed/video-3.mp4?"><script>window.__xss=1</script>${i}`,
            poster: `/uploads/seed/video-3.jpg?"onerror="window.__xss=1`,
            order: String(90 + i),
            buy_url: `https://shop.example/"><svg/onload=window.__xss=1>`,
            buy_qr: `/uploads/seed/qr-code.png?'onerror='window.__xss=1`,
            buy_caption: caption,
          };
        })),
      );
      expect(created.videos).toHaveLength(4);

      // Company information: every text field and every text cell of the list rows.
      const form = seedCompanyForm();
      const textFields: [string, number, number][] = [
        ["company_name", 100, 2],
        ["company_name_en", 200, 3],
        ["company_info", 10_000, 6],
        ["organization", 10_000, 4],
        ["vision", 500, 4],
        ["mission", 500, 4],
        ["culture", 500, 4],
        ["address", 300, 4],
        ["copyright", 300, 4],
        ["business_info", 5_000, 5],
        ["registered_capital", 100, 2],
        ["business_scope", 5_000, 5],
      ];
      for (const [field, max, count] of textFields) {
        form[field] = field.startsWith("company_name")
          ? NAME_PAYLOAD + SEP + dealer.deal(`company.${field}`, max - NAME_PAYLOAD.length - SEP.length, count - 1)
          : dealer.deal(`company.${field}`, max, count);
        // Not shown on a public page: the organization text, and the plain introduction while the intro page has an
        // article of its own (it has in the seed); they still must never run.
        if (field !== "organization" && field !== "company_info")
          expected.push({ field: `company.${field}`, value: form[field]! });
      }
      const tags = [0, 1, 2, 3, 4].map(() => dealer.deal("company.tags", 50, 1, oneLine));
      form.tags = tags.join("\n");
      for (const t of tags) expected.push({ field: "company.tags", value: t });
      for (const list of ["banner_img", "news_img"]) {
        form[`${list}[0].title`] = dealer.deal(`company.${list}.title`, 200, 2);
        form[`${list}[0].name`] = dealer.deal(`company.${list}.name`, 200, 2);
        expected.push({ field: `company.${list}.title`, value: form[`${list}[0].title`]! });
      }
      for (const list of ["party_img", "network_img"]) {
        form[`${list}[0].name`] = dealer.deal(`company.${list}.name`, 200, 2);
        expected.push({ field: `company.${list}.name`, value: form[`${list}[0].name`]! });
      }
      form["party_img[0].href"] = `/ddjs/ddjs?"><img/src=x/onerror=window.__xss=1>`;
      form["network_img[0].href"] = `https://www.example.com/"onmouseover="window.__xss=1`;
      form.logo = `/uploads/seed/logo.png?"onerror="window.__xss=1`;
      form["leaders[0].name"] = dealer.deal("company.leaders.name", 50, 1);
      form["leaders[0].title"] = dealer.deal("company.leaders.title", 100, 2);
      form["leaders[0].remark"] = dealer.deal("company.leaders.remark", 2_000, 6);
      for (const cell of ["name", "title", "remark"])
        expected.push({ field: `company.leaders.${cell}`, value: form[`leaders[0].${cell}`]! });
      form.updatetime = await updatetimeOf(request, cookie, `${ADMIN}/company_info`);
      created.companyChanged = true;
      await post(`${ADMIN}/company_info`, form, "company");

      // Every payload went through at least one field, and every field got several.
      expect(dealer.uses.size, "distinct payloads used").toBe(XSS_PAYLOADS.length);

      // Visit the public pages in both languages, and the admin screens that show the same data.
      const list = `/xwdt/${route}`;
      const publicPages = [
        "/",
        "/gywm/qyjs",
        "/gywm/gltd",
        "/gywm/zzjg",
        "/xxgk/qyxx",
        "/xxgk/spzq",
        `${list}/lsit`,
        ...created.articles.map((id) => `${list}/detail/${id}`),
        "/?lng=en-US",
        `${list}/lsit?lng=en-US`,
        "/xxgk/qyxx?lng=en-US",
        "/gywm/qyjs?lng=en-US",
      ];
      const adminPages = [
        `${ADMIN}/menuList`,
        `${ADMIN}/articleList?menu=${listMenu}`,
        ...created.articles.slice(0, 2).map((id) => `${ADMIN}/articleList/${id}`),
        `${ADMIN}/linksList`,
        `${ADMIN}/videosList`,
        `${ADMIN}/videosList/${created.videos[0]}`,
        `${ADMIN}/company_info`,
      ];
      const visits = await visitAll(browser, info.project.use.baseURL!, js, publicPages, [], true);
      const adminVisits = await visitAll(browser, info.project.use.baseURL!, js, adminPages, [cookie], false);
      const allVisits = [...visits, ...adminVisits];

      // Each problem once per page (a handler that keeps firing would otherwise fill the report).
      const problems = allVisits.flatMap(({ url, status, findings: f }) => [
        ...new Set([
          ...(status >= 500 ? [`${url}: HTTP ${status}`] : []),
          ...f.hits.map((h) => `${url}: executed ${h}`),
          ...f.handlers.map((h) => `${url}: handler attribute ${h}`),
          ...f.dangerousUrls.map((h) => `${url}: script URL ${h}`),
          ...(f.strayScripts ? [`${url}: ${f.strayScripts} script element(s) without the nonce`] : []),
          ...f.foreignElements.map((h) => `${url}: injected <${h}>`),
        ]),
      ]);

      // The visible text keeps the payloads as literal text (whitespace aside).
      const compact = (s: string) => s.replace(/\s+/g, "");
      const publicText = visits.map((v) => compact(v.findings.text)).join("\n");
      const missing = expected.filter((e) => !publicText.includes(compact(e.value)));
      const bodyMarkers = XSS_PAYLOADS.map((_, i) => `SAFE-${i}`).filter((m) => !publicText.includes(m));

      const fields = new Set(dealer.placements.map((p) => p.field));
      const executed = allVisits.reduce((n, v) => n + v.findings.hits.length, 0);
      const popups = visits.reduce((n, v) => n + v.opened.popups.length, 0);
      const panels = visits.reduce((n, v) => n + v.opened.qrPanels, 0);
      const menus = visits.filter((v) => v.opened.phoneMenu).length;
      console.log(
        `[security-xss] ${info.project.name}: payloads tried ${dealer.uses.size}/${XSS_PAYLOADS.length}, ` +
          `placements ${dealer.placements.length} across ${fields.size} text fields (+ URL fields), ` +
          `pages visited ${allVisits.length}, executed ${executed}, DOM problems ${problems.length}; ` +
          `opened: map popups ${popups}, phone menus ${menus}, QR panels ${panels}`,
      );
      expect(problems, problems.join("\n")).toEqual([]);
      // What was opened: the map popup (JavaScript only) holds the company name as text, in both languages.
      const opened = (url: string) => visits.find((v) => v.url === url)!.opened;
      for (const [url, name] of [
        ["/xxgk/qyxx", form.company_name!],
        ["/xxgk/qyxx?lng=en-US", form.company_name_en!],
      ]) {
        if (js) expect(opened(url!).popups, `${url}: map popup`).toEqual([name]);
      }
      for (const url of ["/", "/?lng=en-US"]) expect(opened(url).phoneMenu, `${url}: phone menu`).toBe(true);
      expect(opened("/xxgk/spzq").qrPanels, "purchase QR panels").toBeGreaterThan(0);
      expect(opened("/").dropdowns, "header dropdowns").toBeGreaterThan(0);
      expect(
        missing.map((m) => `${m.field}: ${m.value.slice(0, 80)}`),
        "text values missing from the public pages",
      ).toEqual([]);
      expect(bodyMarkers, "safe paragraphs of the rich body").toEqual([]);
    } finally {
      await cleanUp(request, cookie, created);
    }
  });

  test("script URLs are refused by validation with a clear message", async ({ request }, info) => {
    test.skip(info.project.name !== "js", "HTTP-level checks run once");
    const cookie = await adminCookie(request);
    const bad = [
      "javascript:window.__xss=1",
      " JaVaScRiPt:window.__xss=1",
      "data:text/html,<script>x</script>",
      "vbscript:msgbox(1)",
      "//evil.example/x",
      "java\tscript:alert(1)",
    ];
    let refused = 0;
    for (const url of bad) {
      const link = await adminPost(request, cookie, `${ADMIN}/linksList/new`, { name: "x", url, type: "20001" });
      expect(link.status(), url).toBe(400);
      expect(await link.text()).toContain("链接必须以 http:// 或 https:// 开头");
      const video = await adminPost(request, cookie, `${ADMIN}/videosList/new`, {
        video_name: "x",
        video_src: "/uploads/seed/video-3.mp4",
        buy_url: url,
      });
      expect(video.status(), url).toBe(400);
      expect(await video.text()).toContain("请输入以 / 开头的站内路径或 http(s) 地址");
      const company = seedCompanyForm();
      company["party_img[0].href"] = url;
      company.updatetime = await updatetimeOf(request, cookie, `${ADMIN}/company_info`);
      const res = await adminPost(request, cookie, `${ADMIN}/company_info`, company);
      expect(res.status(), url).toBe(400);
      expect(await res.text()).toContain("请输入以 / 开头的站内路径或 http(s) 地址");
      refused += 3;
    }
    console.log(`[security-xss] script URLs refused by validation: ${refused}/${bad.length * 3}`);
  });
});

/** The company form as the seed content has it (what the edit form would post back unchanged). */
function seedCompanyForm(): Record<string, string> {
  const seed = (JSON.parse(readFileSync("content/company.json", "utf8")) as { company: Record<string, unknown> })
    .company;
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(seed)) {
    if (["id", "admin_id", "createtime", "updatetime"].includes(key)) continue;
    if (key === "tags") form.tags = (value as string[]).join("\n");
    else if (key === "en") {
      // The English beside the Chinese posts as en_<name>, tags one a line, row English in its row.
      for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === "string" && !["source"].includes(name)) form[`en_${name}`] = v;
        else if (name === "tags") form.en_tags = (v as string[]).join("\n");
        else if (Array.isArray(v)) {
          // Row English sits in the row as <column>_en: a picture's title or name, a leader's three texts.
          const column = { banner_img: "title", news_img: "title", party_img: "name", network_img: "name" }[name];
          v.forEach((entry: unknown, i) => {
            if (typeof entry === "string" && column) form[`${name}[${i}].${column}_en`] = entry;
            else if (entry && typeof entry === "object")
              for (const [cell, text] of Object.entries(entry)) form[`${name}[${i}].${cell}_en`] = String(text);
          });
        }
      }
      delete form.en_translated_at;
    } else if (Array.isArray(value)) {
      value.forEach((row: Record<string, unknown>, i) => {
        for (const [cell, v] of Object.entries(row)) form[`${key}[${i}].${cell}`] = String(v);
      });
    } else form[key] = String(value);
  }
  return form;
}

/** What a visit opened on a public page. */
interface Opened {
  /** Text of each map popup opened (JavaScript only: without it the map is an address card). */
  popups: string[];
  dropdowns: number;
  qrPanels: number;
  players: number;
  phoneMenu: boolean;
}

/** Opens every popup, dropdown, panel, menu and player a visitor can open on the page. */
async function openEverything(page: Page, js: boolean, withHeader: boolean): Promise<Opened> {
  const opened: Opened = { popups: [], dropdowns: 0, qrPanels: 0, players: 0, phoneMenu: false };
  // The header (dropdowns, phone menu) is the same frame with the same data on every page: opened on the first
  // page of each language.
  for (const item of withHeader ? await page.locator("header nav li.group").all() : []) {
    const dropdown = item.locator("ul");
    if ((await dropdown.count()) === 0) continue;
    await item.hover();
    await expect(dropdown).toBeVisible();
    opened.dropdowns += 1;
  }
  for (const link of await page.getByTestId("buy-link").all()) {
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const panel = link.locator("xpath=..").getByTestId("buy-qr-panel");
    if ((await panel.count()) === 0) continue;
    await expect(panel).toBeVisible();
    opened.qrPanels += 1;
  }
  if (js) {
    for (const frame of await page.getByTestId("video-frame").all()) {
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator("media-controller")).toBeAttached();
      opened.players += 1;
    }
    const map = page.getByTestId("enterprise-map");
    if ((await map.count()) > 0) {
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("data-map-state", "loaded", { timeout: 10_000 });
      const marker = map.locator(".leaflet-marker-icon");
      await marker.hover();
      await marker.click();
      const popup = map.locator(".leaflet-popup-content");
      await expect(popup).toBeVisible();
      opened.popups.push((await popup.textContent()) ?? "");
    }
  }
  // The phone menu: a dialog sheet with JavaScript, a disclosure without.
  if (!withHeader) return opened;
  await page.setViewportSize({ width: 375, height: 800 });
  const header = page.locator("header");
  if (js) {
    await header.locator('button[aria-haspopup="dialog"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    opened.phoneMenu = true;
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await header.locator("details summary").click();
    await expect(header.locator("details nav").first()).toBeVisible();
    opened.phoneMenu = true;
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  return opened;
}

async function visitAll(
  browser: Browser,
  baseURL: string,
  js: boolean,
  urls: string[],
  cookies: string[],
  interact: boolean,
): Promise<{ url: string; status: number; findings: DomFindings; opened: Opened }[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js, bypassCSP: true, locale: "zh-CN" });
  // The tile server is out of reach here: a blank tile lets the map (and its marker) show.
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin && /\/\d+\/\d+\/\d+\.png$/.test(url.pathname),
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
  if (cookies.length) {
    await context.addCookies(
      cookies.map((c) => {
        const [name, ...value] = c.split("=");
        return { name: name!, value: value.join("="), url: baseURL };
      }),
    );
  }
  await context.addInitScript(installTripwire);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}:${d.message()}`);
    void d.dismiss();
  });
  const results: { url: string; status: number; findings: DomFindings; opened: Opened }[] = [];
  const languagesOpened = new Set<string>();
  for (const url of urls) {
    const res = await page.goto(url, { waitUntil: js ? "networkidle" : "load" });
    if (js) await page.waitForTimeout(150); // let hydration and any autofocus/ontoggle handlers run
    const language = new URL(url, baseURL).searchParams.get("lng") ?? "zh-CN";
    const firstOfLanguage = !languagesOpened.has(language);
    languagesOpened.add(language);
    const opened = interact ? await openEverything(page, js, firstOfLanguage) : NOTHING_OPENED;
    // Handlers in what was opened run after their image fails to load.
    if (interact && js) await page.waitForTimeout(300);
    const findings = await scanDom(page);
    findings.hits.push(...dialogs.splice(0));
    results.push({ url, status: res?.status() ?? 0, findings, opened });
  }
  await context.close();
  return results;
}

const NOTHING_OPENED: Opened = { popups: [], dropdowns: 0, qrPanels: 0, players: 0, phoneMenu: false };

/** Soft-deletes what the test created and puts the seeded company information back. */
async function cleanUp(request: APIRequestContext, cookie: string, created: Created) {
  const del = (url: string, id: number) => adminPost(request, cookie, url, { intent: "delete", id: String(id) });
  for (const id of created.articles) await del(`${ADMIN}/articleList`, id);
  for (const id of created.links) await del(`${ADMIN}/linksList`, id);
  for (const id of created.videos) await del(`${ADMIN}/videosList`, id);
  for (const id of created.menus) await del(`${ADMIN}/menuList`, id);
  if (created.companyChanged) {
    const form = seedCompanyForm();
    form.updatetime = await updatetimeOf(request, cookie, `${ADMIN}/company_info`);
    const res = await adminPost(request, cookie, `${ADMIN}/company_info`, form);
    expect(res.status(), "company restored").toBe(302);
  }
}
