// The stylesheets the client build emits (app/styles/site.css, app/styles/app.css), as text, for inlining.
import adminStylesheet from "~/styles/app.css?inline";
import siteStylesheet from "~/styles/site.css?inline";

export const stylesheetTexts = { site: siteStylesheet, admin: adminStylesheet } as const;
