import type { Meta, StoryObj } from "@storybook/react-vite";
import { Carousel } from "~/components/ui/carousel";
import { cn } from "~/lib/utils/cn";
import { dark, english, radios } from "../story-helpers";
import { docsOf } from "./guidance";

const slides = [
  { title: "数字文旅，智汇浙江", text: "全域旅游大数据中心建设运营", tone: "bg-navy" },
  { title: "智慧景区", text: "让每一次出行更从容", tone: "bg-primary-700" },
  { title: "文博数字化", text: "让文物“活”起来", tone: "bg-navy-light" },
];

function Slide({ title, text, tone }: { title: string; text: string; tone: string }) {
  return (
    <div className={cn("flex h-full flex-col justify-center gap-2 px-16 text-white", tone)}>
      <h2 className="text-3xl font-semibold">{title}</h2>
      <p className="text-base opacity-90">{text}</p>
    </div>
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    "A slide show. Without JavaScript it is a horizontal strip that scrolls and snaps, so every slide is readable; once hydrated it adds previous/next buttons, one dot per slide, optional autoplay and the fade effect.",
  use: [
    "The public home page banner: a few pictures with a headline each, where missing one slide loses nothing essential.",
  ],
  avoid: [
    "Content everyone must see (a notice, an emergency closure): put it on the page, not on slide 3.",
    "Browsing a long set of pictures: use a grid of cards.",
    "Steps of a process: use Steps.",
  ],
  do: [
    "Keep it to 3–5 slides, each with its own headline and link, and give the carousel a `label` (首页横幅 / Home banner).",
    "Leave `labels` out: the buttons' names follow the page's language from the message catalogue; give `labels` only for words of your own.",
  ],
  dont: [
    "Autoplay faster than every 5 s; the product's banner uses 6 s.",
    "Put text in the picture itself: it is neither translated nor read.",
  ],
  wording: [
    "`label` names the whole carousel as a noun: 首页横幅 / Home banner.",
    "Slide headlines are short phrases without a full stop.",
  ],
  keyboard: [
    "Tab reaches the previous and next buttons, the pause button (with autoplay) and one button per slide; Enter or Space presses them. There are no arrow-key shortcuts; touch users swipe.",
    'The region is announced as a carousel named by `label`; each slide is a group read as "第 2 张，共 3 张" / "Slide 2 of 3"; slides out of view are inert, so Tab and the reader skip them.',
    "Without autoplay (or when paused) a slide change is announced politely; autoplay pauses while the pointer or the focus is inside and is off under prefers-reduced-motion.",
  ],
} as const;

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: {
    label: "首页横幅",
    className: "h-64",
    effect: "slide",
    autoplay: 0,
    loop: true,
    showArrows: true,
    showDots: true,
    children: slides.map((slide) => <Slide key={slide.title} {...slide} />),
  },
  argTypes: { effect: radios(["slide", "fade"]) },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Fade: Story = { args: { effect: "fade" } };
export const Autoplay: Story = { args: { autoplay: 4000 } };
export const NoLoop: Story = { args: { loop: false } };
export const Single: Story = { name: "Single slide (no controls)", args: { children: <Slide {...slides[0]!} /> } };
export const LongText: Story = {
  args: {
    children: [
      <Slide
        key="long"
        title="以数字化改革为引领，全面推进全省文化和旅游深度融合与高质量发展"
        text="围绕“诗画浙江”品牌，建设全省统一的文旅公共服务平台，让游客一部手机畅游浙江，让管理者一张大屏掌握全局。"
        tone="bg-navy"
      />,
      ...slides.slice(1).map((slide) => <Slide key={slide.title} {...slide} />),
    ],
  },
};
export const English: Story = english({
  label: "Home banner",
  children: [
    <Slide key="1" title="Digital culture and tourism" text="Data centre for the whole province" tone="bg-navy" />,
    <Slide key="2" title="Smart scenic areas" text="Easier trips for everyone" tone="bg-primary-700" />,
  ],
});
export const Dark: Story = dark();
