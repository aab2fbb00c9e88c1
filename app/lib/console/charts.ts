/**
 * Demo figures for the dashboard and data-visualization screens. Generated from fixed seeds, so the server
 * renders the same numbers every time (and the tests can pin them). Labels are translation keys or data.
 */
import { createRandom } from "./prng";

const DAYS = [
  "2025-12-25",
  "2025-12-26",
  "2025-12-27",
  "2025-12-28",
  "2025-12-29",
  "2025-12-30",
  "2025-12-31",
  "2026-01-01",
];

// ── Workplace ────────────────────────────────────────────────────────────────────────────────────

export const POPULAR_TYPES = ["text", "image", "video"] as const;
export type PopularType = (typeof POPULAR_TYPES)[number];

const POPULAR_TITLES: Record<PopularType, string[]> = {
  text: [
    "一码游畅行山东：景区门票预约指南",
    "冬季文旅消费季活动汇总",
    "非遗技艺走进研学课堂",
    "红色旅游精品线路发布",
    "乡村民宿服务质量提升",
  ],
  image: ["泰山云海日出图集", "大明湖冬景摄影", "黄河入海口候鸟", "曲阜三孔古建筑", "青岛老城街巷"],
  video: ["景区直播：趵突泉冬日喷涌", "一码游使用教程", "非遗匠人纪录短片", "研学旅行体验 Vlog", "夜游黄河灯光秀"],
};

/** The Workplace screen's figures. */
export function workplaceData() {
  const random = createRandom(101);
  const contentData = DAYS.map((day) => ({ day, value: random.int(20, 90) }));
  const popular = Object.fromEntries(
    POPULAR_TYPES.map((type) => [
      type,
      POPULAR_TITLES[type].map((title, index) => ({
        key: index + 1,
        title,
        clickNumber: random.int(50_000, 400_000),
        increases: random.int(5, 90),
      })),
    ]),
  ) as Record<PopularType, { key: number; title: string; clickNumber: number; increases: number }[]>;
  return {
    overview: { onlineContent: 373.5, putIn: 368, dailyComments: 8874, growth: 2.8 },
    contentData,
    popular,
    categories: {
      total: 928_531,
      slices: [
        { key: "text", value: 148_564 },
        { key: "imageText", value: 334_271 },
        { key: "video", value: 445_696 },
      ],
    },
    announcements: [
      { tag: "activity", text: "内容最新优惠活动" },
      { tag: "message", text: "新增内容尚未通过审核，详情请点击查看。" },
      { tag: "notice", text: "当前产品试用期即将结束，如需续费请点击查看。" },
      { tag: "notice", text: "1月新系统升级计划通知" },
      { tag: "message", text: "新增内容已经通过审核，详情请点击查看。" },
    ],
  };
}

// ── Real-time monitor ────────────────────────────────────────────────────────────────────────────

/** The Real-time Monitor screen's figures. */
export function monitorData() {
  return {
    studio: { name: "趵突泉", viewers: 36_000, method: "video" as const },
    programs: [{ order: 1, name: "趵突泉冬日喷涌实况", duration: "00:05:19", id: "54e23ade", auditFailed: true }],
    status: {
      main: { rate: "6 Mbps", frameRate: 60 },
      hot: { rate: "6 Mbps", frameRate: 60 },
      cold: { rate: "6 Mbps", frameRate: 60 },
    },
    picture: { line: "KS", cdn: "KS", format: "RTMP", quality: "1080P" },
  };
}

// ── Data analysis ────────────────────────────────────────────────────────────────────────────────

const SLOTS = [
  "00:00",
  "02:00",
  "04:00",
  "06:00",
  "08:00",
  "10:00",
  "12:00",
  "14:00",
  "16:00",
  "18:00",
  "20:00",
  "22:00",
];

/** The Analysis screen's figures. */
export function analysisData() {
  const random = createRandom(202);
  const series = (n: number, min: number, max: number) => Array.from({ length: n }, () => random.int(min, max));
  const thisYear = series(12, 200, 800);
  const lastYear = series(12, 200, 800);
  const opinion = [
    {
      key: "visitors",
      count: 373_828,
      growth: 2.8,
      kind: "line" as const,
      data: thisYear.map((v, i) => ({ x: i + 1, y: v, y2: lastYear[i] ?? 0 })),
    },
    {
      key: "published",
      count: 368_353,
      growth: 3.1,
      kind: "bar" as const,
      data: series(12, 100, 600).map((y, i) => ({ x: i + 1, y })),
    },
    {
      key: "comments",
      count: 8_874,
      growth: 1.6,
      kind: "area" as const,
      data: series(12, 100, 600).map((y, i) => ({ x: i + 1, y })),
    },
    {
      key: "shares",
      count: 3_827,
      growth: 2.4,
      kind: "pie" as const,
      data: [
        { x: "text", y: 42 },
        { x: "imageText", y: 28 },
        { x: "video", y: 30 },
      ],
    },
  ];
  const publish = SLOTS.map((slot) => ({
    slot,
    text: random.int(100, 900),
    imageText: random.int(100, 900),
    video: random.int(100, 900),
  }));
  const authors = ["文旅小编", "一码游官方", "泉城印象", "黄河故事", "齐鲁风物", "研学君", "夜游指南"].map(
    (author, i) => ({
      ranking: i + 1,
      author,
      contentCount: random.int(2_000, 9_000),
      clickCount: random.int(10_000, 90_000),
    }),
  );
  const period = Array.from({ length: 24 }, (_, hour) => ({
    hour: `${String(hour).padStart(2, "0")}:00`,
    text: random.int(5, 60),
    imageText: random.int(5, 60),
    video: random.int(5, 60),
  }));
  return { opinion, publish, authors, period };
}

// ── Multi-dimension analysis ─────────────────────────────────────────────────────────────────────

export const OVERVIEW_KEYS = ["production", "click", "exposure", "activeUsers"] as const;
export const CHAIN_KEYS = ["retentionTrends", "userRetention", "consumptionTrends", "consumption"] as const;
export const PUBLISH_SOURCES = ["headlines", "video", "news", "wechat", "weibo"] as const;

/** The Multi-D Analysis screen's figures. */
export function multiDimensionData() {
  const random = createRandom(303);
  const totals = { production: 1902, click: 2445, exposure: 3034, activeUsers: 1275 };
  const overview = DAYS.map((day) => ({
    day,
    production: random.int(100, 400),
    click: random.int(100, 400),
    exposure: random.int(100, 400),
    activeUsers: random.int(100, 400),
  }));
  const userActions = [
    { key: "likes", value: random.int(600, 1200) },
    { key: "comments", value: random.int(300, 900) },
    { key: "shares", value: random.int(100, 600) },
  ];
  const radarAxes = ["international", "entertainment", "sports", "finance", "technology", "other"] as const;
  const radar = radarAxes.map((axis) => ({
    axis,
    text: random.int(30, 100),
    imageText: random.int(30, 100),
    video: random.int(30, 100),
  }));
  const chain = CHAIN_KEYS.map((key, index) => {
    const growth = random.int(10, 90);
    return {
      key,
      kind: index % 2 === 0 ? ("line" as const) : ("bar" as const),
      count: random.int(1_000, 9_999),
      growth,
      up: growth > 50,
      data: Array.from({ length: 12 }, (_, i) => ({ x: i + 1, y: random.int(20, 100) })),
    };
  });
  const sources = (["text", "imageText", "video"] as const).map((kind) => ({
    kind,
    slices: PUBLISH_SOURCES.map((source) => ({ source, value: random.int(10, 60) })),
  }));
  return { totals, overview, userActions, radar, chain, sources };
}

export type WorkplaceData = ReturnType<typeof workplaceData>;
export type MonitorData = ReturnType<typeof monitorData>;
export type AnalysisData = ReturnType<typeof analysisData>;
export type MultiDimensionData = ReturnType<typeof multiDimensionData>;
