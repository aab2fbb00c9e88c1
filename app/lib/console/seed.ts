/**
 * The console's seeded demo data, generated from a fixed PRNG seed so every run of scripts/seed-console.ts
 * writes the same files (and tests can check them). Times are unix seconds around SEED_EPOCH.
 */
import type {
  ChatMessage,
  CertificationRecord,
  ChannelFormRecord,
  ConsoleCard,
  ConsoleMessage,
  ConsoleProfile,
  ParameterSet,
  Policy,
} from "~/lib/content/console-schema";
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES } from "~/lib/content/console-schema";
import { createRandom } from "./prng";

export const SEED = 20201224;
/** 2026-01-01T00:00:00Z. */
export const SEED_EPOCH = 1_767_225_600;
export const POLICY_TOTAL = 55;
const DAY = 86_400;

const POLICY_TOPICS = [
  "每日推荐",
  "文旅精选",
  "一码游",
  "景区直播",
  "非遗专题",
  "乡村旅游",
  "研学路线",
  "夜游好去处",
  "红色旅游",
  "美食打卡",
];
const POLICY_FORMS = ["视频集", "图文集", "短视频合集", "内容池", "专题集"];

/** The 55 content sets of the search table. */
export function seedPolicies(): Policy[] {
  const random = createRandom(SEED);
  return Array.from({ length: POLICY_TOTAL }, (_, index) => {
    const createdTime = SEED_EPOCH - random.int(0, 180) * DAY - random.int(0, DAY - 1);
    return {
      id: index + 1,
      number: String(random.int(10_000_000, 99_999_999)),
      name: `${random.pick(POLICY_TOPICS)}${random.pick(POLICY_FORMS)}`,
      contentType: random.pick(POLICY_CONTENT_TYPES),
      filterType: random.pick(POLICY_FILTER_TYPES),
      count: random.int(0, 2000),
      status: random.pick(POLICY_STATUSES),
      createdTime,
      updatetime: createdTime,
    };
  });
}

/** The message box: five messages, three notices, two to-dos; some already read. */
export function seedMessages(): ConsoleMessage[] {
  type Row = Omit<ConsoleMessage, "id" | "updatetime">;
  const entry = (type: Row["type"], title: string, subTitle: string, content: string, minutesAgo: number) => ({
    type,
    title,
    subTitle,
    avatar: "",
    content,
    time: SEED_EPOCH - minutesAgo * 60,
  });
  const status = (read: boolean) => (read ? 1 : 0) as Row["status"];
  // A message comes from a person ("的私信", "的回复"); notices and to-dos carry a state tag instead.
  const message = (from: string, subTitle: string, content: string, minutesAgo: number, read: boolean): Row => ({
    ...entry("message", from, subTitle, content, minutesAgo),
    messageType: 0,
    status: status(read),
  });
  const tagged =
    (type: "notice" | "todo") =>
    (title: string, content: string, minutesAgo: number, messageType: Row["messageType"], read: boolean): Row => ({
      ...entry(type, title, "", content, minutesAgo),
      messageType,
      status: status(read),
    });
  const notice = tagged("notice");
  const todo = tagged("todo");
  const rows: Row[] = [
    message("郑曦月", "的私信", "审批请求已发送，请查收", 12, false),
    message("宁波", "的回复", "此处 bug 已经修复，请验证", 48, false),
    message("宁波", "的回复", "此处 bug 已经修复", 160, true),
    message("王立群", "的私信", "一码游门票核销报表已生成", 600, false),
    message("李晓", "的回复", "景区直播间配置已更新", 1500, true),
    notice("续费通知", "您的产品使用期限即将截止，如需继续使用产品请前往购买", 30, 3, false),
    notice("规则开通成功", "内容屏蔽规则于 2026-01-01 开通生效", 400, 1, false),
    notice("数据备份完成", "内容库每日备份已完成", 2000, 1, true),
    todo("质检队列变更", "内容质检队列于 2026-01-05 19:00 进行变更，请重新", 90, 0, false),
    todo("审核参数变更", "视频编码参数变更待审核", 900, 2, false),
  ];
  return rows.map((row, index) => ({ ...row, id: index + 1, updatetime: row.time }));
}

/** Card list: three quality inspections, four services, six preset rules. */
export function seedCards(): ConsoleCard[] {
  const t = SEED_EPOCH - 30 * DAY;
  const base = {
    description: "",
    enable: false,
    actionType: "button" as const,
    icon: "",
    expires: false,
    createtime: t,
    updatetime: t,
  };
  const quality = ["视频类-历史导入", "图文类-图片版权", "图文类-高清图片"].map(
    (title, i): Omit<ConsoleCard, "id"> => ({
      ...base,
      category: "quality",
      title,
      createtime: t + i * DAY,
      updatetime: t + i * DAY,
      stats: { waiting: 120, backlog: 60, sampling: 0 },
    }),
  );
  const services: Omit<ConsoleCard, "id">[] = [
    {
      ...base,
      category: "service",
      title: "漏斗分析",
      icon: "code",
      description: "用户行为分析之漏斗分析模型是企业实现精细化运营、进入用户行为时代的重要数据分析模型。",
      enable: true,
    },
    {
      ...base,
      category: "service",
      title: "用户分布",
      icon: "chart",
      description: "快速诊断用户人群，地域细分情况，了解数据分布的集中度，以及主要的数据分布的区间段是什么。",
      enable: false,
    },
    {
      ...base,
      category: "service",
      title: "资源分发",
      icon: "share",
      description: "移动端资源分发，覆盖景区、票务与一码游入口，统一管理投放节奏。",
      enable: false,
      expires: true,
    },
    {
      ...base,
      category: "service",
      title: "用户画像分析",
      icon: "users",
      description:
        "用户画像就是将典型用户信息标签化，根据用户特征、业务场景和用户行为等信息，构建一个标签化的用户模型。",
      enable: true,
    },
  ];
  const rules: Omit<ConsoleCard, "id">[] = [
    ["内容屏蔽规则", true],
    ["内容置顶规则", false],
    ["内容加权规则", true],
    ["内容分发规则", false],
    ["违禁内容识别", true],
    ["多语言文字符号识别", false],
  ].map(([title, enable]) => ({
    ...base,
    category: "rules",
    actionType: "switch",
    title: String(title),
    enable: Boolean(enable),
    description: "用户在执行特定的内容分发任务时，可使用内容屏蔽规则根据特定标签，过滤内容集合。",
  }));
  return [...quality, ...services, ...rules].map((card, index) => ({ ...card, id: index + 1 }));
}

/** Two parameter sets: the approved original and the current one awaiting approval. */
export function seedParameterSets(): ParameterSet[] {
  const t = SEED_EPOCH - 10 * DAY;
  const original: ParameterSet = {
    id: 1,
    video: {
      mode: "custom",
      acquisitionResolution: "720*1280",
      acquisitionFrameRate: 15,
      encodingResolution: "720*1280",
      encodingMinRate: 300,
      encodingMaxRate: 800,
      encodingDefaultRate: 800,
      encodingFrameRate: 15,
      encodingProfile: 800,
    },
    audio: { mode: "custom", acquisitionChannels: 2, encodingRate: 300, encodingChannels: 300, encodingProfile: 20 },
    description: "初始参数",
    status: "pass",
    username: "admin",
    createtime: t,
    updatetime: t,
  };
  const current: ParameterSet = {
    ...original,
    id: 2,
    video: {
      ...original.video,
      acquisitionResolution: "1080*1920",
      encodingResolution: "1080*1920",
      encodingMaxRate: 1200,
      encodingFrameRate: 30,
      acquisitionFrameRate: 30,
    },
    audio: { ...original.audio, encodingRate: 600 },
    description: "提高直播画质",
    status: "auditing",
    createtime: t + 3 * DAY,
    updatetime: t + 3 * DAY,
  };
  return [original, current];
}

/** The profile of the seeded admin account. */
export function seedProfiles(): ConsoleProfile[] {
  const t = SEED_EPOCH - 400 * DAY;
  return [
    {
      id: 1,
      username: "admin",
      name: "王立群",
      avatar: "",
      job: "frontend",
      jobName: "平台运营工程师",
      organization: "Platform",
      organizationName: "智慧文旅平台部",
      location: "jinan",
      locationName: "济南",
      email: "wangliqun@sdwlyun.cn",
      introduction: "负责智慧文旅平台与一码游的日常运营。",
      personalWebsite: "",
      phone: "150****0000",
      registrationDate: "2024-11-28",
      accountId: "15012312300",
      certification: 1,
      nickname: "立群",
      countryRegion: "china",
      area: "shandong/jinan",
      address: "",
      createtime: t,
      updatetime: t,
    },
  ];
}

/** Three certification records, one still under review. */
export function seedCertifications(): CertificationRecord[] {
  const t = SEED_EPOCH - 60 * DAY;
  return [
    {
      id: 1,
      certificationType: 1,
      certificationContent: "企业实名认证，法人姓名：某某某",
      status: 0,
      time: t + 40 * DAY,
    },
    {
      id: 2,
      certificationType: 1,
      certificationContent: "企业实名认证，法人姓名：某某某",
      status: 1,
      time: t + 10 * DAY,
    },
    { id: 3, certificationType: 2, certificationContent: "个人实名认证，姓名：王立群", status: 1, time: t },
  ].map((row) => ({
    ...row,
    certificationType: row.certificationType as 1 | 2,
    status: row.status as 0 | 1,
    createtime: row.time,
    updatetime: row.time,
  }));
}

/** The live-room chat of the Real-time Monitor: six audience lines, two collected. */
export function seedChatMessages(): ChatMessage[] {
  const lines: [string, boolean][] = [
    ["马上就开始了，好激动！", true],
    ["门票可以用一码游核销吗？", false],
    ["这个景点冬天也很好看", false],
    ["主播推荐一下周边美食", false],
    ["画面很清晰！", true],
    ["下次直播什么时候？", false],
  ];
  return lines.map(([content, isCollect], index) => {
    const time = SEED_EPOCH - 600 + index * 4;
    return {
      id: index + 1,
      username: `用户73527${72 + index}`,
      content,
      time,
      isCollect,
      createtime: time,
      updatetime: time,
    };
  });
}

/** Every console file's content, keyed by kind. Channel forms start empty: they come from submissions. */
export function seedConsole(): {
  policies: Policy[];
  messages: ConsoleMessage[];
  cards: ConsoleCard[];
  channelForms: ChannelFormRecord[];
  parameterSets: ParameterSet[];
  profiles: ConsoleProfile[];
  certifications: CertificationRecord[];
  chatMessages: ChatMessage[];
} {
  return {
    policies: seedPolicies(),
    messages: seedMessages(),
    cards: seedCards(),
    channelForms: [],
    parameterSets: seedParameterSets(),
    profiles: seedProfiles(),
    certifications: seedCertifications(),
    chatMessages: seedChatMessages(),
  };
}
