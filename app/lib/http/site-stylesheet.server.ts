// The same stylesheet the client build emits (app/styles/site.css), as text, for inlining into public pages.
import siteStylesheet from "~/styles/site.css?inline";

export const siteStylesheetText: string = siteStylesheet;
