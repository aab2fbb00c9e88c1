/**
 * An editor's preview card for a record the site does not show yet: why, the staff preview at its real address,
 * a share link for someone without an account (until when it works), and revoking every share link.
 */
import { Form } from "@remix-run/react";
import ExternalLink from "lucide-react/icons/external-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FormField } from "~/components/ui/form-field";
import type { PreviewPanel } from "~/lib/admin/preview-panel";
import { formatDateTime } from "~/lib/format/date";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "./admin-form";

export function PreviewCard({ panel }: { panel: PreviewPanel }) {
  const { t } = useTranslation("admin");
  return (
    <Card title={t("preview.title")}>
      <div className="space-y-4" data-preview-card={panel.state}>
        <p className="text-sm text-fg-muted">{t(`preview.${panel.state}`)}</p>
        <a
          href={panel.previewHref}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "outline", size: "small" })}
          data-preview-link
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          {t("preview.open")}
        </a>
        <FormField
          label={t("preview.shareLink")}
          help={t("preview.shareHint", { time: formatDateTime(panel.shareExpires) })}
        >
          <Input readOnly value={panel.shareUrl} className="font-mono text-xs" data-share-link />
        </FormField>
        <Form method="post">
          <Button type="submit" name="intent" value="revokeShares" variant="outline" size="small">
            {t("preview.revoke")}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
