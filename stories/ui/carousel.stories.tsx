import type { Meta, StoryObj } from "@storybook/react-vite";
import { Carousel } from "~/components/ui/carousel";
import { cn } from "~/lib/utils/cn";

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

const meta = {
  title: "UI/Carousel",
  component: Carousel,
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
  argTypes: { effect: { control: "inline-radio", options: ["slide", "fade"] } },
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
export const English: Story = {
  args: {
    label: "Home banner",
    children: [
      <Slide key="1" title="Digital culture and tourism" text="Data centre for the whole province" tone="bg-navy" />,
      <Slide key="2" title="Smart scenic areas" text="Easier trips for everyone" tone="bg-primary-700" />,
    ],
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
