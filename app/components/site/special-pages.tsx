import Compass from "lucide-react/icons/compass";
import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { EnterpriseInfo, Leader } from "~/lib/site/view-models";
import { EnterpriseMap } from "./enterprise-map";

/** About / company intro: the three cards (vision, mission, culture) and the introduction paragraphs. */
export function CompanyIntro({
  vision,
  mission,
  culture,
  paragraphs,
}: {
  vision: string;
  mission: string;
  culture: string;
  paragraphs: string[];
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
            <p className="mt-2 leading-7 text-fg-muted">{text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="intro-about" className="mt-12">
        <h2 id="intro-about" className="border-l-4 border-primary pl-3 text-xl font-semibold">
          {t("intro.about")}
        </h2>
        <div className="mt-4 space-y-4 leading-8 text-fg">
          {paragraphs.map((p, i) => (
            <p key={i} className="indent-8">
              {p}
            </p>
          ))}
        </div>
      </section>
    </>
  );
}

/** Leaders with photo, title and remarks (leadership remarks on the intro page, the management team page). */
export function LeaderList({ leaders, headingId, heading }: { leaders: Leader[]; headingId: string; heading: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="border-l-4 border-primary pl-3 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-6 space-y-6">
        {leaders.map((leader) => (
          <li
            key={leader.name}
            className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-5 shadow-card sm:flex-row"
          >
            {leader.img ? (
              <img
                src={leader.img}
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
        address={info.address}
        tileUrl={info.tileUrl}
        attribution={info.tileAttribution}
      />
      <section
        aria-labelledby="ent-contact"
        className="grid gap-8 rounded-lg border border-line bg-surface p-6 shadow-card md:grid-cols-[1fr_auto]"
      >
        <div>
          <h2 id="ent-contact" className="text-xl font-semibold">
            {t("enterprise.contact")}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid="enterprise-contact">
            <dt className="text-fg-subtle">{t("enterprise.name")}</dt>
            <dd className="font-medium">{info.name}</dd>
            <dt className="text-fg-subtle">{t("enterprise.address")}</dt>
            <dd>
              <address className="not-italic">{info.address}</address>
            </dd>
            <dt className="text-fg-subtle">{t("enterprise.phone")}</dt>
            <dd>
              <a href={`tel:${info.phone.replace(/[^0-9+]/g, "")}`} className="text-primary-700 hover:underline">
                {info.phone}
              </a>
            </dd>
            <dt className="text-fg-subtle">{t("enterprise.mailbox")}</dt>
            <dd>
              <a href={`mailto:${info.mailbox}`} className="text-primary-700 hover:underline">
                {info.mailbox}
              </a>
            </dd>
          </dl>
          <h3 className="mt-6 text-base font-semibold">{t("enterprise.tags")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="enterprise-tags">
            {info.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-primary-300 bg-primary-100 px-3 py-1 text-sm text-primary-700"
              >
                {tag}
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
        <h2 id="ent-registration" className="text-xl font-semibold">
          {t("enterprise.registration")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid="enterprise-registration">
          <dt className="text-fg-subtle">{t("enterprise.creditCode")}</dt>
          <dd className="font-mono">{info.creditCode}</dd>
          <dt className="text-fg-subtle">{t("enterprise.capital")}</dt>
          <dd>{info.registeredCapital}</dd>
          <dt className="text-fg-subtle">{t("enterprise.founded")}</dt>
          <dd>
            <time dateTime={info.founded}>{info.founded}</time>
          </dd>
          <dt className="text-fg-subtle">{t("enterprise.scope")}</dt>
          <dd className="leading-7 text-fg-muted">{info.businessScope}</dd>
        </dl>
        {info.businessInfo ? (
          <p className="mt-5 border-t border-line pt-4 text-sm leading-7 text-fg-muted">{info.businessInfo}</p>
        ) : null}
      </section>
    </div>
  );
}
