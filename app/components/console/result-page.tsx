/**
 * A console result page (Success, Error, the 403/404/500 exceptions): in a card, the status picture with its title
 * and subtitle, the ways on as buttons, and whatever details follow.
 */
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Result, type ResultProps } from "~/components/ui/result";
import { ScreenTitle } from "./page";

export interface ResultAction {
  href: string;
  label: string;
  variant: "primary" | "secondary";
}

export interface ResultPageProps {
  /** The page's title for screen readers (the screen's menu name). */
  screenTitle: string;
  status: ResultProps["status"];
  title: string;
  subtitle: string;
  actions: readonly ResultAction[];
  children?: ReactNode;
  testId?: string;
}

export function ResultPage({ screenTitle, status, title, subtitle, actions, children, testId }: ResultPageProps) {
  return (
    <Card>
      <ScreenTitle>{screenTitle}</ScreenTitle>
      <div className="p-6" data-testid={testId}>
        <Result
          status={status}
          title={title}
          subtitle={subtitle}
          extra={
            <div className="flex flex-wrap justify-center gap-3">
              {actions.map((action) => (
                <ButtonLink key={action.label} href={action.href} variant={action.variant}>
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          }
        />
        {children}
      </div>
    </Card>
  );
}
