import { describe, expect, it } from "vitest";
import { articleEntity, companyEntity } from "~/lib/admin/entities";
import { entityCrumbs } from "~/lib/admin/entity";

const t = (key: string) => `[${key}]`;

describe("edit screen breadcrumbs", () => {
  it("name a record not saved yet as new, a saved one as edited", () => {
    const crumbs = entityCrumbs(articleEntity);
    expect(crumbs(t, "/admin", { id: "new" }).map((c) => c.label)).toEqual(["[nav.articles]", "[common.create]"]);
    expect(crumbs(t, "/admin", { id: "12" }).map((c) => c.label)).toEqual(["[nav.articles]", "[common.edit]"]);
    expect(crumbs(t, "/admin", { id: "12" })[0]).toMatchObject({ to: "/admin/articleList" });
  });

  it("a single record's screen is its own crumb", () => {
    expect(entityCrumbs(companyEntity)(t, "/admin", {}).map((c) => c.label)).toEqual(["[nav.company]"]);
  });
});
