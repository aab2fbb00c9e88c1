import { describe, expect, it } from "vitest";
import { businessFacts } from "~/lib/site/business-facts";
import { filingNumbers, policeFilingUrl } from "~/lib/site/filing";
import { plainExcerpt } from "~/lib/site/format";

describe("filing numbers", () => {
  it("links the ICP number to the MIIT filing site and the public-security number to its record", () => {
    const filing = filingNumbers({
      icp_number: " 鲁ICP备2021000123号-1 ",
      police_number: "鲁公网安备37010202000123号",
      police_badge: "/uploads/seed/police-badge.png",
    });
    expect(filing.icp).toEqual({ text: "鲁ICP备2021000123号-1", url: "https://beian.miit.gov.cn/" });
    expect(filing.police).toEqual({
      text: "鲁公网安备37010202000123号",
      url: "https://beian.mps.gov.cn/#/query/webSearch?code=37010202000123",
      badge: "/uploads/seed/police-badge.png",
    });
  });

  it("hides a number left empty", () => {
    expect(filingNumbers({ icp_number: "", police_number: "  " })).toEqual({ icp: null, police: null });
  });

  it("opens the search page when a number holds no digits", () => {
    expect(policeFilingUrl("鲁公网安备")).toBe("https://beian.mps.gov.cn/#/query/webSearch");
  });
});

describe("plain excerpts", () => {
  it("makes a heading its own sentence instead of running it into the text", () => {
    expect(plainExcerpt("<h3>总结成绩 部署任务</h3><p>1月16日，公司召开年度工作会议。</p>")).toBe(
      "总结成绩 部署任务。1月16日，公司召开年度工作会议。",
    );
  });

  it("keeps a block's own punctuation and separates English blocks with a full stop and a space", () => {
    expect(plainExcerpt("<h2>Summary</h2><p>We met.</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Summary. We met. one. two",
    );
    expect(plainExcerpt("<p>第一段：</p><p>第二段</p>")).toBe("第一段：第二段");
  });

  it("does not split text at inline elements", () => {
    expect(plainExcerpt("<p><strong>智慧文旅平台：</strong>建设运营</p>")).toBe("智慧文旅平台：建设运营");
    expect(plainExcerpt("<p>a <em>b</em> c<br>d</p>")).toBe("a b c. d");
  });
});

describe("business facts", () => {
  const zh =
    "统一社会信用代码：91370100MA3W8K2T5Q；企业类型：有限责任公司；法定代表人：王建华；注册资本：5400万元人民币；成立日期：2020年12月24日；登记机关：济南市市场监督管理局。";

  it("leaves out what the enterprise page shows from its own fields", () => {
    const facts = businessFacts(zh, ["91370100MA3W8K2T5Q", "5400万元人民币"]);
    expect(facts).toEqual([
      { label: "企业类型", value: "有限责任公司" },
      { label: "法定代表人", value: "王建华" },
      { label: "登记机关", value: "济南市市场监督管理局" },
    ]);
  });

  it("drops the repeats in English too, and keeps text that is not a labelled fact", () => {
    const facts = businessFacts(
      "Unified Social Credit Code: 91370100MA3W8K2T5Q; Registered capital: RMB 54 million; Company type: LLC; Listed in 2024",
      ["91370100MA3W8K2T5Q", "RMB 54 million"],
    );
    expect(facts).toEqual([
      { label: "Company type", value: "LLC" },
      { label: "", value: "Listed in 2024" },
    ]);
  });
});
