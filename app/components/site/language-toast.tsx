/**
 * The language switch's confirmation as a toast of the one toast system (components/ui/toast). Loaded lazily by
 * LanguageSwitchNotice, only on the page a language link led to.
 */
import { useEffect } from "react";
import { Toaster, useToast } from "~/components/ui/toast";

export default function LanguageToast({
  title,
  label,
  closeLabel,
}: {
  title: string;
  label: string;
  closeLabel: string;
}) {
  return (
    <Toaster label={label} closeLabel={closeLabel}>
      <Raise title={title} />
    </Toaster>
  );
}

function Raise({ title }: { title: string }) {
  const show = useToast();
  useEffect(() => show({ tone: "success", title, id: "language-switched" }), [show, title]);
  return null;
}
