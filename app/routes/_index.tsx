import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getContentStore } from "~/lib/content/store.server";

export async function loader() {
  const store = await getContentStore();
  const company = store.getCompany();
  const news = store
    .list("articles")
    .filter((a) => a.del_status === 1)
    .sort((a, b) => b.createtime - a.createtime)
    .slice(0, 6)
    .map((a) => ({ id: a.id, title: a.title, createtime: a.createtime }));
  return { companyName: company.company_name, intro: company.company_info.split(/\n\s*\n/)[0] ?? "", news };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.companyName ?? "" }];

export default function Home() {
  const { companyName, intro, news } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-site px-6 py-12">
      <h1 className="text-3xl font-semibold">{companyName}</h1>
      <p className="mt-4 max-w-3xl text-fg-muted">{intro}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("home.news")}</h2>
      <ul className="mt-4 divide-y divide-line">
        {news.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <span>{item.title}</span>
            <time className="shrink-0 text-fg-subtle" dateTime={new Date(item.createtime * 1000).toISOString()}>
              {new Date(item.createtime * 1000).toISOString().slice(0, 10)}
            </time>
          </li>
        ))}
      </ul>
    </main>
  );
}
