import { Compass, Eye, Heart } from "./icons";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { EnterpriseInfo, Leader, LocalText } from "~/lib/site/view-models";
import { EnterpriseMap } from "./enterprise-map";
import { ContactLink } from "./site-link";
import { SiteImage } from "./site-image";

/** About / company intro: the three cards (vision, mission, culture) and the introduction paragraphs. */
export function CompanyIntro({
  vision,
  mission,
  culture,
  paragraphs,
}: {
  vision: LocalText;
  mission: LocalText;
  culture: LocalText;
  paragraphs: LocalText[];
}) {
  const { t } = useTranslation("site");
  const cards = [
    { key: "vision", title: t("intro.vision"), text: vision, Icon: Eye },
    { key: "mission", title: t("intro.mission"), text: mission, Icon: Compass },
    { key: "culture", title: t("intro.culture"), text: culture, Icon: Heart },
  ];
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3" data-testid="intro-cards">
        {cards.map(({ key, title, text, Icon }) => (
          <li key={key} className="rounded-lg border border-line bg-surface p-6 shadow-card">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-100 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">{title}</h2>
            <p lang={text.lang} className="mt-2 leading-7 text-fg-muted">
              {text.text}
            </p>
          </li>
        ))}
      </ul>
      {paragraphs.length > 0 ? (
        <TitledSection id="intro-about" title={t("intro.about")}>
          <div className="mt-4 space-y-4 leading-8 text-fg">
            {paragraphs.map((p, i) => (
              <p key={i} lang={p.lang} className="indent-8">
                {p.text}
              </p>
            ))}
          </div>
        </TitledSection>
      ) : null}
    </>
  );
}

/** Leaders with photo, title and remarks (leadership remarks on the intro page, the management team page). */
export function LeaderList({ leaders, headingId, heading }: { leaders: Leader[]; headingId: string; heading: string }) {
  return (
    <TitledSection id={headingId} title={heading}>
      <ul className="mt-6 space-y-6">
        {leaders.map((leader) => (
          <li
            key={leader.img || leader.name}
            lang={leader.lang}
            className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-5 shadow-card sm:flex-row"
          >
            {leader.img ? (
              <SiteImage
                src={leader.img}
                sizes="160px"
                alt={leader.name}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-40 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <div>
              <h3 className="text-lg font-semibold">{leader.name}</h3>
              <p className="mt-1 text-sm text-primary-700">{leader.title}</p>
              <p className="mt-3 leading-7 text-fg-muted">{leader.remark}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A section of the intro pages, its title marked by a bar on the left. */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="border-l-4 border-primary pl-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Enterprise information: map, contact facts, the 156×156 QR image, the five tags and the registration text. */
export function EnterpriseInfoView({ info }: { info: EnterpriseInfo }) {
  const { t } = useTranslation("site");
  return (
    <div className="space-y-10">
      <EnterpriseMap
        lat={info.lat}
        lng={info.lng}
        name={info.name}
        address={info.address.text}
        addressLang={info.address.lang}
        tileUrl={info.tileUrl}
        attribution={info.tileAttribution}
      />
      <section
        aria-labelledby="ent-contact"
        className="grid gap-8 rounded-lg border border-line bg-surface p-6 shadow-card md:grid-cols-[1fr_auto]"
      >
        <div>
          <Facts
            id="ent-contact"
            title={t("enterprise.contact")}
            testId="enterprise-contact"
            rows={[
              { label: t("enterprise.name"), value: info.name, className: "font-medium" },
              {
                label: t("enterprise.address"),
                value: (
                  <address lang={info.address.lang} className="not-italic">
                    {info.address.text}
                  </address>
                ),
              },
              { label: t("enterprise.phone"), value: <ContactLink kind="tel" value={info.phone} className={LINK} /> },
              {
                label: t("enterprise.mailbox"),
                value: <ContactLink kind="mailto" value={info.mailbox} className={LINK} />,
              },
            ]}
          />
          <h3 className="mt-6 text-base font-semibold">{t("enterprise.tags")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="enterprise-tags">
            {info.tags.map((tag) => (
              <li
                key={tag.text}
                lang={tag.lang}
                className="rounded-full border border-primary-300 bg-primary-100 px-3 py-1 text-sm text-primary-700"
              >
                {tag.text}
              </li>
            ))}
          </ul>
        </div>
        {info.qr ? (
          <figure className="flex flex-col items-center gap-2 self-start">
            <img
              src={info.qr}
              alt={t("enterprise.qr")}
              width={156}
              height={156}
              className="size-[156px] rounded border border-line"
            />
            <figcaption className="text-sm text-fg-subtle">{t("enterprise.qrCaption")}</figcaption>
          </figure>
        ) : null}
      </section>
      <section aria-labelledby="ent-registration" className="rounded-lg border border-line bg-surface p-6 shadow-card">
        <Facts
          id="ent-registration"
          title={t("enterprise.registration")}
          testId="enterprise-registration"
          rows={[
            { label: t("enterprise.creditCode"), value: info.creditCode, className: "font-mono" },
            { label: t("enterprise.capital"), value: <LangText value={info.registeredCapital} /> },
            { label: t("enterprise.founded"), value: <time dateTime={info.founded}>{info.foundedLabel}</time> },
            {
              label: t("enterprise.scope"),
              value: <LangText value={info.businessScope} />,
              className: "leading-7 text-fg-muted",
            },
          ]}
        />
        {info.businessFacts.facts.length > 0 ? (
          <dl
            lang={info.businessFacts.lang}
            className="mt-5 grid gap-x-6 gap-y-2 border-t border-line pt-4 text-sm leading-7 text-fg-muted sm:grid-cols-[auto_1fr]"
            data-testid="enterprise-business-facts"
          >
            {info.businessFacts.facts.map((fact, i) => (
              <Fragment key={i}>
                {fact.label ? <dt className="text-fg-subtle">{fact.label}</dt> : null}
                <dd className={fact.label ? undefined : "sm:col-span-2"}>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}

const LINK = "text-primary-700 hover:underline";

/** A content text in its own language (a Chinese fallback on an English page is marked as such). */
function LangText({ value }: { value: LocalText }) {
  return <span lang={value.lang}>{value.text}</span>;
}

/** A titled list of label–value rows on the enterprise page (a two-column description list). */
function Facts({
  id,
  title,
  rows,
  testId,
}: {
  id: string;
  title: string;
  rows: { label: string; value: ReactNode; className?: string }[];
  testId: string;
}) {
  return (
    <>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid={testId}>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt className="text-fg-subtle">{row.label}</dt>
            <dd className={row.className}>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
