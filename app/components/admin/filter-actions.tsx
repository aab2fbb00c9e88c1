/** The buttons closing a list's filter form (a GET form): search with the filters, or reset to none. */
import { Link } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n/use-translation";

export function FilterActions() {
  const { t } = useTranslation("admin");
  return (
    <div className="flex items-end gap-2">
      <Button type="submit" variant="primary">
        <Search className="size-4" aria-hidden="true" />
        {t("common.search")}
      </Button>
      <Link to="?" className={buttonVariants({ variant: "outline" })}>
        {t("common.reset")}
      </Link>
    </div>
  );
}
