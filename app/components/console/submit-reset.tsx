/**
 * A console form's two buttons: Submit (primary) and Reset (secondary; it restores the values the page was
 * rendered with, so it needs no JavaScript). Beside the fields Submit comes first; in a bottom bar, Reset.
 */
import { Button } from "~/components/ui/button";

export function SubmitReset({
  submit,
  reset,
  resetFirst = false,
  className,
}: {
  submit: string;
  reset: string;
  resetFirst?: boolean;
  /** The row's layout. */
  className: string;
}) {
  const buttons = [
    <Button key="submit" type="submit" variant="primary">
      {submit}
    </Button>,
    <Button key="reset" type="reset" variant="secondary">
      {reset}
    </Button>,
  ];
  return <div className={className}>{resetFirst ? buttons.reverse() : buttons}</div>;
}
